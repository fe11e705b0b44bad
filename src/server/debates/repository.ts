import { and, asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { createDebateBodySchema } from "../../common/debates/contract.js";
import type { Db } from "../db/client.js";
import { debateArguments, debates } from "../db/schema.js";
import { notFound } from "../http/app-error.js";

export type DebateRow = typeof debates.$inferSelect;
export type ArgumentRow = typeof debateArguments.$inferSelect;

export function toDebateDto(row: DebateRow) {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    description: row.description,
    opponentPhilosopher: row.opponentPhilosopher,
    aquinasDefends: row.aquinasDefends,
    moderatorInstructions: row.moderatorInstructions,
    currentTurn: row.currentTurn,
    maxTurns: row.maxTurns,
    status: row.status,
    educationLevel: row.educationLevel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toArgumentDto(row: ArgumentRow) {
  return {
    id: row.id,
    debateId: row.debateId,
    speaker: row.speaker as "aquinas" | "opponent" | "user",
    turnNumber: row.turnNumber,
    content: row.content,
    citations: row.citations ?? null,
    analysis: row.analysis,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDebates(db: Db, owner: string): Promise<DebateRow[]> {
  return db.select().from(debates).where(eq(debates.visitorId, owner)).orderBy(desc(debates.createdAt));
}

/** A debate by id; with an owner, only that owner's (another visitor's is "not found"). */
export async function getDebate(db: Db, id: string, owner?: string): Promise<DebateRow> {
  const [row] = await db
    .select()
    .from(debates)
    .where(and(eq(debates.id, id), owner === undefined ? undefined : eq(debates.visitorId, owner)));
  if (!row) throw notFound("The debate");
  return row;
}

type CreateBody = z.output<typeof createDebateBodySchema>;

/** A new debate starts in setup with no turn taken (currentTurn counts the arguments made). */
export async function createDebate(db: Db, body: CreateBody, owner: string): Promise<DebateRow> {
  const [row] = await db
    .insert(debates)
    .values({
      title: body.title,
      topic: body.topic,
      description: body.description ? body.description : null,
      opponentPhilosopher: body.opponentPhilosopher,
      aquinasDefends: body.aquinasDefends,
      moderatorInstructions: body.moderatorInstructions ?? null,
      maxTurns: body.maxTurns,
      educationLevel: body.educationLevel,
      currentTurn: 0,
      status: "setup",
      visitorId: owner,
    })
    .returning();
  return row as DebateRow;
}

export async function deleteDebate(db: Db, id: string, owner: string): Promise<void> {
  const deleted = await db
    .delete(debates)
    .where(and(eq(debates.id, id), eq(debates.visitorId, owner)))
    .returning({ id: debates.id });
  if (deleted.length === 0) throw notFound("The debate");
}

export async function listArguments(db: Db, debateId: string): Promise<ArgumentRow[]> {
  return db
    .select()
    .from(debateArguments)
    .where(eq(debateArguments.debateId, debateId))
    .orderBy(asc(debateArguments.turnNumber));
}
