import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { conversations, messages } from "../db/schema.js";
import { notFound } from "../http/app-error.js";

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

export async function listConversations(db: Db) {
  return db
    .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
    .from(conversations)
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt));
}

export async function getConversation(db: Db, id: string): Promise<ConversationRow> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) throw notFound("The conversation");
  return row;
}

export async function createConversation(db: Db, title: string): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values({ title }).returning();
  return row!;
}

export async function deleteConversation(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(conversations)
    .where(eq(conversations.id, id))
    .returning({ id: conversations.id });
  if (deleted.length === 0) throw notFound("The conversation");
}

export async function listMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  await getConversation(db, conversationId);
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.role));
}
