import type { DebateSpeaker } from "../../../common/debates/catalogue.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import type { DebateCitation } from "../../../common/knowledge-base/citation.js";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import type { Passage } from "../../knowledge-base/retrieval/types.js";

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

/** What a turn was grounded in, so that a model can write the same turn from the same texts. */
export interface TurnGrounding {
  /** The passages the turn may quote: his article for Aquinas, the opponent's own texts for him. */
  passages: Passage[];
  /** For Aquinas: the digest of the article answered from (his verdict and plain answers). */
  digest: ArticleDigest | null;
  /** For an opponent: his thesis and the argument sketches, our summaries of his view. */
  position: { thesis: string; sketches: { text: string; refs: string[] }[] } | null;
}

export interface ComposedTurn {
  content: string;
  citations: DebateCitation[];
  shape: ArgumentShape;
  grounding?: TurnGrounding;
}
