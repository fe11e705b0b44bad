import type { DebateSpeaker } from "../../../common/debates/catalogue.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import type { DebateCitation } from "../../../common/knowledge-base/citation.js";

/** What a composer needs to know of the debate. */
export interface DebateFacts {
  topic: string;
  opponent: string;
  aquinasDefends: boolean;
}

/** An argument already made, oldest first. */
export interface PriorArgument {
  speaker: DebateSpeaker;
  turnNumber: number;
  content: string;
  citations: DebateCitation[] | null;
}

export interface TurnRequest {
  debate: DebateFacts;
  previous: PriorArgument[];
  turn: number;
  level: EducationLevel;
  /** The user's own text, for the user's turn. */
  content?: string;
}

/** The measurable parts of an argument that its analysis is written from. */
export interface ArgumentShape {
  speakerName: string;
  claim: string;
  premises: string[];
  /** The argument it answers, if any. */
  answers: { speakerName: string; turnNumber: number; claim: string; content: string } | null;
  /** References of the texts it quotes verbatim. */
  quoted: string[];
  /** References of works a summarised view points to. */
  summarised: string[];
  content: string;
}

export interface ComposedTurn {
  content: string;
  citations: DebateCitation[];
  shape: ArgumentShape;
}
