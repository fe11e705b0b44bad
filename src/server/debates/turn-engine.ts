import { eq, sql } from "drizzle-orm";
import {
  type DebateSpeaker,
  isComplete,
  isPhilosopherKey,
  nextSpeaker,
  opponentName,
} from "../../common/debates/catalogue.js";
import type { EducationLevel } from "../../common/education/levels.js";
import { type ConfiguredModel, ModelSetAside } from "../answers/model/configured-model.js";
import type { KnowledgeSources } from "../answers/types.js";
import type { Db } from "../db/client.js";
import { debateArguments, debates } from "../db/schema.js";
import { AppError } from "../http/app-error.js";
import { analyse } from "./compose/analysis.js";
import { composeAquinasTurn } from "./compose/aquinas-turn.js";
import { composeOpponentTurn } from "./compose/opponent-turn.js";
import type { ComposedTurn, TurnRequest } from "./compose/types.js";
import { composeUserTurn } from "./compose/user-turn.js";
import { authorInLibrary } from "./library-authors.js";
import { type Generation, writeWithModel } from "./model/write-with-model.js";
import { type ArgumentRow, type DebateRow, getDebate, listArguments } from "./repository.js";

export interface ArgueRequest {
  speaker: DebateSpeaker;
  educationLevel: EducationLevel;
  content?: string | undefined;
}

const conflict = (message: string) => new AppError("conflict", message);

function speakerName(speaker: DebateSpeaker, opponent: string): string {
  if (speaker === "aquinas") return "Saint Thomas Aquinas";
  if (speaker === "user") return "You";
  return opponentName(opponent);
}

/** Refuses a turn that is not the speaker's: a finished debate, or the wrong side speaking. */
export function checkTurn(debate: DebateRow, last: DebateSpeaker | null, speaker: DebateSpeaker): void {
  if (isComplete(debate.currentTurn, debate.maxTurns)) throw conflict("This debate is complete.");
  const expected = nextSpeaker(last, debate.opponentPhilosopher);
  if (speaker !== expected) {
    const who = speakerName(expected, debate.opponentPhilosopher);
    throw conflict(who === "You" ? "It is your turn." : `It is ${who}'s turn.`);
  }
}

async function compose(
  sources: KnowledgeSources,
  debate: DebateRow,
  req: TurnRequest,
  speaker: DebateSpeaker,
): Promise<ComposedTurn> {
  if (speaker === "aquinas") return composeAquinasTurn(sources, req);
  if (speaker === "user") return composeUserTurn(req);
  const key = debate.opponentPhilosopher;
  if (!isPhilosopherKey(key)) throw conflict("This debate has no philosopher opponent.");
  return composeOpponentTurn(sources, key, await authorInLibrary(sources.db, key), req);
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * One turn of a debate: checks that it is the speaker's turn, composes the argument from the sources
 * (and, with a model configured, lets the model write it from the same sources, guarded), and stores it
 * with the debate's new turn and status. Two requests for the same turn cannot both succeed: the debate
 * row is locked while the turn is recorded, and (debate, turn) is unique.
 */
export async function takeTurn(
  db: Db,
  sources: KnowledgeSources,
  debateId: string,
  body: ArgueRequest,
  model: ConfiguredModel | null = null,
): Promise<{ row: ArgumentRow; generation: Generation }> {
  const debate = await getDebate(db, debateId);
  const previous = await listArguments(db, debateId);
  const last = previous.at(-1);
  checkTurn(debate, (last?.speaker as DebateSpeaker | undefined) ?? null, body.speaker);
  const turn = debate.currentTurn + 1;
  const req: TurnRequest = {
    debate: {
      topic: debate.topic,
      opponent: debate.opponentPhilosopher,
      aquinasDefends: debate.aquinasDefends,
    },
    previous: previous.map((a) => ({
      speaker: a.speaker as DebateSpeaker,
      turnNumber: a.turnNumber,
      content: a.content,
      citations: a.citations ?? null,
    })),
    turn,
    level: body.educationLevel,
    content: body.content,
  };
  const composed = await compose(sources, debate, req, body.speaker);
  let content = composed.content;
  let citations = composed.citations;
  let analysis = analyse(composed.shape, body.educationLevel);
  let generation: Generation = { engine: "composer", fallback: null };
  if (model && body.speaker !== "user") {
    try {
      const written = await writeWithModel(model, composed, req, body.speaker);
      content = written.content;
      citations = written.citations;
      analysis = written.analysis ?? analysis;
      generation = { engine: model.name, fallback: null, analysisByModel: written.analysis !== null };
    } catch (error) {
      if (!(error instanceof ModelSetAside)) throw error;
      generation = {
        engine: "composer",
        fallback: {
          reason: error.reason,
          message: `${error.message} This turn was composed from the sources without the model.`,
        },
      };
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(debates).where(eq(debates.id, debateId)).for("update");
      if (!locked) throw new AppError("not_found", "The debate was not found.");
      if (locked.currentTurn !== debate.currentTurn) throw conflict("This turn has just been taken.");
      const [row] = await tx
        .insert(debateArguments)
        .values({
          debateId,
          speaker: body.speaker,
          turnNumber: turn,
          content,
          citations,
          analysis,
        })
        .returning();
      await tx
        .update(debates)
        .set({
          currentTurn: turn,
          status: isComplete(turn, locked.maxTurns) ? "completed" : "active",
          updatedAt: sql`now()`,
        })
        .where(eq(debates.id, debateId));
      return { row: row as ArgumentRow, generation };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("This turn has just been taken.");
    throw error;
  }
}
