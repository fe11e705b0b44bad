import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { DEFAULT_CONVERSATION_TITLE, type SendMessageBody } from "../../common/conversations/contract.js";
import { classifyIntent } from "../answers/intent.js";
import type { AnswerEngine } from "../answers/types.js";
import { toMessageDto } from "../conversations/repository.js";
import type { Db } from "../db/client.js";
import { conversations } from "../db/schema.js";
import { AppError } from "../http/app-error.js";
import { beginPendingReply, dropPendingReply, failPendingReply } from "./pending-replies.js";
import { recentMessages, storeExchange } from "./repository.js";
import { openEventStream } from "./sse.js";
import { titleFromQuestion } from "./title.js";

interface Ids {
  userMessageId: string;
  assistantMessageId: string;
}

async function titleFor(db: Db, conversationId: string, question: string): Promise<string | null> {
  // The route has checked that the conversation is the visitor's.
  const [conversation] = await db
    .select({ title: conversations.title })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (conversation?.title !== DEFAULT_CONVERSATION_TITLE) return null;
  // A question of doctrine or of his life names the conversation; a greeting, thanks or an insult does not.
  const intent = classifyIntent(question);
  return intent === "question" || intent === "life" ? titleFromQuestion(question) : null;
}

/** Answers, then stores question and reply in one transaction; nothing is stored if answering fails. */
export async function answerAndStore(
  db: Db,
  engine: AnswerEngine,
  conversationId: string,
  body: SendMessageBody,
  ids: Ids = { userMessageId: randomUUID(), assistantMessageId: randomUUID() },
  onDelta?: (text: string) => void,
  pendingId?: string,
) {
  const recent = await recentMessages(db, conversationId, 3);
  const reply = await engine.answer(
    {
      question: body.content,
      recent,
      educationLevel: body.educationLevel,
      responseStyle: body.responseStyle,
      languagePreferences: body.languagePreferences,
    },
    onDelta,
  );
  const title = await titleFor(db, conversationId, body.content);
  const stored = await storeExchange(db, {
    conversationId,
    ...ids,
    question: body.content,
    reply,
    title,
    pendingId,
  });
  return { userMessage: toMessageDto(stored.user), assistantMessage: toMessageDto(stored.assistant) };
}

/**
 * The same exchange as events; the reply is stored when complete, even if the client has gone. While it is
 * written a pending record names this process (`owner`): if the process dies, the record is marked failed.
 */
export async function streamAnswer(
  db: Db,
  engine: AnswerEngine,
  conversationId: string,
  body: SendMessageBody,
  reply: FastifyReply,
  owner = 0,
): Promise<void> {
  const ids = { userMessageId: randomUUID(), assistantMessageId: randomUUID() };
  const pendingId = ids.assistantMessageId;
  await beginPendingReply(db, {
    id: pendingId,
    conversationId,
    userMessageId: ids.userMessageId,
    question: body.content,
    owner,
  });
  const stream = openEventStream(reply);
  stream.send({ type: "start", conversationId, ...ids });
  try {
    const stored = await answerAndStore(
      db,
      engine,
      conversationId,
      body,
      ids,
      (text) => stream.send({ type: "delta", text }),
      pendingId,
    );
    const { citations, confidence, engine: engineName } = stored.assistantMessage;
    stream.send({
      type: "citations",
      citations: citations ?? [],
      confidence: confidence ?? "low",
      engine: engineName ?? engine.name,
    });
    stream.send({ type: "done", ...stored });
  } catch (error) {
    const known = error instanceof AppError ? error : null;
    if (!known) reply.log.error({ err: error }, "streamed reply failed");
    // The learner is told and given their text back; an unexpected failure stays on record as failed.
    await (known ? dropPendingReply(db, pendingId) : failPendingReply(db, pendingId)).catch(() => {});
    stream.send({
      type: "error",
      status: known?.status ?? 500,
      code: known?.code ?? "internal",
      message: known?.message ?? "Something went wrong on our side.",
      content: body.content,
    });
  } finally {
    stream.end();
  }
}
