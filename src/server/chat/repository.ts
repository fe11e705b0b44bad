import { and, asc, desc, eq, lt } from "drizzle-orm";
import { DEFAULT_CONVERSATION_TITLE } from "../../common/conversations/contract.js";
import { formatArticleRef, parseReference } from "../../common/references/index.js";
import type { AnswerResult, RecentMessage } from "../answers/types.js";
import type { Db } from "../db/client.js";
import { conversations, messages, pendingReplies } from "../db/schema.js";

type MessageRow = typeof messages.$inferSelect;

/** The last `count` messages of a conversation, oldest first. */
export async function recentMessages(db: Db, conversationId: string, count = 3): Promise<RecentMessage[]> {
  const rows = await db
    .select({ role: messages.role, content: messages.content, citations: messages.citations })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt))
    .limit(count);
  return rows.reverse().map(({ role, content, citations }) => {
    const articles = citedArticles(citations ?? []);
    return articles.length > 0 ? { role, content, citedArticles: articles } : { role, content };
  });
}

/** The articles (ST) and chapters (SCG) a reply cited, in the order first cited; Scripture left out. */
function citedArticles(citations: { reference?: string }[]): string[] {
  const refs: string[] = [];
  for (const c of citations) {
    const parsed = c.reference ? parseReference(c.reference) : null;
    if (!parsed || parsed.work === "bible") continue;
    const ref = formatArticleRef(parsed);
    if (!refs.includes(ref)) refs.push(ref);
  }
  return refs;
}

export interface Exchange {
  conversationId: string;
  userMessageId: string;
  assistantMessageId: string;
  question: string;
  reply: AnswerResult;
  /** Set only when the conversation still has its default title. */
  title: string | null;
  /** The streamed reply's pending record, removed with the same commit that stores the exchange. */
  pendingId?: string;
}

/** Stores the question and its reply together, or neither; moves the conversation's updatedAt. */
export async function storeExchange(
  db: Db,
  exchange: Exchange,
): Promise<{ user: MessageRow; assistant: MessageRow }> {
  const askedAt = new Date();
  // The reply sorts after the question even when both land in the same millisecond.
  const answeredAt = new Date(askedAt.getTime() + 1);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(messages)
      .values({
        id: exchange.userMessageId,
        conversationId: exchange.conversationId,
        role: "user",
        content: exchange.question,
        createdAt: askedAt,
      })
      .returning();
    const [assistant] = await tx
      .insert(messages)
      .values(
        assistantValues(exchange.conversationId, exchange.reply, answeredAt, exchange.assistantMessageId),
      )
      .returning();
    await touchConversation(tx, exchange.conversationId, answeredAt, exchange.title);
    if (exchange.pendingId) await tx.delete(pendingReplies).where(eq(pendingReplies.id, exchange.pendingId));
    return { user: user!, assistant: assistant! };
  });
}

export async function storeAssistantReply(
  db: Db,
  conversationId: string,
  reply: AnswerResult,
): Promise<MessageRow> {
  const at = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values(assistantValues(conversationId, reply, at))
      .returning();
    await touchConversation(tx, conversationId, at, null);
    return row!;
  });
}

function assistantValues(conversationId: string, reply: AnswerResult, createdAt: Date, id?: string) {
  return {
    ...(id ? { id } : {}),
    conversationId,
    role: "assistant" as const,
    content: reply.content,
    citations: reply.citations,
    confidence: reply.confidence,
    engine: reply.engine,
    createdAt,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function touchConversation(tx: Tx, id: string, at: Date, title: string | null): Promise<void> {
  if (title) {
    await tx
      .update(conversations)
      .set({ title, updatedAt: at })
      .where(and(eq(conversations.id, id), eq(conversations.title, DEFAULT_CONVERSATION_TITLE)));
  }
  await tx.update(conversations).set({ updatedAt: at }).where(eq(conversations.id, id));
}

export async function clearMessages(db: Db, conversationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(messages).where(eq(messages.conversationId, conversationId));
    await tx.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, conversationId));
  });
}

/** The latest reply and the question it answered, for a simpler re-telling. */
export async function lastReply(
  db: Db,
  conversationId: string,
): Promise<{ reply: MessageRow; question: string } | null> {
  const [reply] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.role, "assistant")))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  if (!reply) return null;
  const [asked] = await db
    .select({ content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.role, "user"),
        lt(messages.createdAt, reply.createdAt),
      ),
    )
    .orderBy(desc(messages.createdAt), asc(messages.id))
    .limit(1);
  return { reply, question: asked?.content ?? "" };
}
