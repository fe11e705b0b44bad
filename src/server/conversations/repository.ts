import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { conversations, messages } from "../db/schema.js";
import { notFound } from "../http/app-error.js";
import { type ListCursor, pageOf } from "./cursor.js";

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export function toConversationDto(row: ConversationRow) {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessageDto(row: MessageRow) {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    citations: row.citations ?? null,
    confidence: row.confidence ?? null,
    engine: (row.engine as "composer" | "openai-compatible" | "anthropic" | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's conversations, most recent first, `limit` at a time after the cursor. */
export async function listConversations(db: Db, owner: string, limit: number, after: ListCursor | null) {
  const rows = await db
    .select({
      id: conversations.id,
      title: conversations.title,
      updatedAt: conversations.updatedAt,
      // Microseconds, which a Date would lose: the next page starts exactly after this row.
      position: sql<string>`to_char(${conversations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.visitorId, owner),
        after
          ? sql`(${conversations.updatedAt}, ${conversations.id}) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/** One of the owner's conversations; another visitor's is "not found", as if it did not exist. */
export async function getConversation(db: Db, id: string, owner: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.visitorId, owner)));
  if (!row) throw notFound("The conversation");
  return row;
}

export async function createConversation(db: Db, title: string, owner: string): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values({ title, visitorId: owner }).returning();
  return row!;
}

export async function deleteConversation(db: Db, id: string, owner: string): Promise<void> {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.visitorId, owner)))
    .returning({ id: conversations.id });
  if (deleted.length === 0) throw notFound("The conversation");
}

export async function listMessages(db: Db, conversationId: string, owner: string): Promise<MessageRow[]> {
  await getConversation(db, conversationId, owner);
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.role));
}
