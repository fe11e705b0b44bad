import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { suggestionsQuerySchema, suggestionsResponseSchema } from "../../common/chat/suggestions.js";
import {
  sendMessageBodySchema,
  sendMessageResponseSchema,
  simplifyBodySchema,
  simplifyResponseSchema,
} from "../../common/conversations/contract.js";
import { apiErrorSchema, idParamsSchema } from "../../common/http/errors.js";
import { createAnswerEngine } from "../answers/engine.js";
import { databaseSources } from "../answers/knowledge-sources.js";
import type { AnswerEngine } from "../answers/types.js";
import type { AppContext } from "../app-context.js";
import { getConversation, toMessageDto } from "../conversations/repository.js";
import { AppError } from "../http/app-error.js";
import { clearMessages, lastReply, storeAssistantReply } from "./repository.js";
import { answerAndStore, streamAnswer } from "./send-message.js";
import { followUpsFor } from "./suggestions.js";

const tags = ["chat"];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 502: apiErrorSchema, 504: apiErrorSchema };

export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  let built: AnswerEngine | null = null;
  // Read at request time, so the engine on the context can be replaced (tests use fixture passages).
  const engine = (): AnswerEngine => {
    if (ctx.answers) return ctx.answers;
    built = built ?? createAnswerEngine(ctx.env, databaseSources(ctx.db));
    return built;
  };

  app.post(
    "/api/conversations/:id/messages",
    {
      schema: {
        tags,
        summary: "Ask a question; the reply is stored with it. Send Accept: text/event-stream to stream it.",
        params: idParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: sendMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await withContent(request.body.content, () => getConversation(ctx.db, id, request.owner));
      if ((request.headers.accept ?? "").includes("text/event-stream")) {
        await streamAnswer(ctx.db, engine(), id, request.body, reply, ctx.replyOwner);
        return reply;
      }
      const stored = await withContent(request.body.content, () =>
        answerAndStore(ctx.db, engine(), id, request.body),
      );
      return reply.status(201).send(stored);
    },
  );

  app.post(
    "/api/conversations/:id/simplify",
    {
      schema: {
        tags,
        summary: "Explain the last reply again, more simply, from the same passages",
        params: idParamsSchema,
        body: simplifyBodySchema,
        response: { 201: simplifyResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await getConversation(ctx.db, id, request.owner);
      const last = await lastReply(ctx.db, id);
      if (!last) throw new AppError("conflict", "There is no reply to simplify yet. Ask a question first.");
      const passageIds = (last.reply.citations ?? []).flatMap((c) => (c.passageId ? [c.passageId] : []));
      const result = await engine().simplify({
        question: last.question,
        previousReply: last.reply.content,
        passageIds,
        educationLevel: request.body.educationLevel,
        languagePreferences: request.body.languagePreferences,
      });
      const row = await storeAssistantReply(ctx.db, id, result);
      return reply.status(201).send({ assistantMessage: toMessageDto(row) });
    },
  );

  app.get(
    "/api/conversations/:id/suggestions",
    {
      schema: {
        tags,
        summary:
          "Follow-up questions drawn from the articles the last reply cited and their neighbours, none already asked",
        params: idParamsSchema,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await getConversation(ctx.db, request.params.id, request.owner);
      return followUpsFor(ctx.db, request.params.id, request.query.round);
    },
  );

  app.delete(
    "/api/conversations/:id/messages",
    {
      schema: {
        tags,
        summary: "Clear a conversation's messages, keeping the conversation",
        params: idParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await getConversation(ctx.db, request.params.id, request.owner);
      await clearMessages(ctx.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** Any failure the learner can meet hands their text back, so the box can be refilled. */
async function withContent<T>(content: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message, { ...error.extra, content });
    throw error;
  }
}
