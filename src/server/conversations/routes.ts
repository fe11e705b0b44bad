import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conversationPageSchema,
  conversationSchema,
  createConversationBodySchema,
  listConversationsQuerySchema,
  messageSchema,
} from "../../common/conversations/contract.js";
import { apiErrorSchema, idParamsSchema } from "../../common/http/errors.js";
import type { AppContext } from "../app-context.js";
import { decodeCursor } from "./cursor.js";
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  listMessages,
  toConversationDto,
  toMessageDto,
} from "./repository.js";

const tags = ["conversations"];

export const conversationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/conversations",
    {
      schema: {
        tags,
        summary:
          "This visitor's conversations, most recent first, a page at a time (pass nextCursor as cursor)",
        querystring: listConversationsQuerySchema,
        response: { 200: conversationPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const page = await listConversations(
        ctx.db,
        request.owner,
        limit,
        cursor ? decodeCursor(cursor) : null,
      );
      return {
        items: page.items.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updatedAt.toISOString() })),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.post(
    "/api/conversations",
    {
      schema: {
        tags,
        summary: "Start a conversation",
        body: createConversationBodySchema.optional().default({ title: "New Conversation" }),
        response: { 201: conversationSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await createConversation(ctx.db, request.body.title, request.owner);
      return reply.status(201).send(toConversationDto(row));
    },
  );

  app.get(
    "/api/conversations/:id",
    {
      schema: {
        tags,
        summary: "One conversation",
        params: idParamsSchema,
        response: { 200: conversationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => toConversationDto(await getConversation(ctx.db, request.params.id, request.owner)),
  );

  app.delete(
    "/api/conversations/:id",
    {
      schema: {
        tags,
        summary: "Delete a conversation and its messages",
        params: idParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteConversation(ctx.db, request.params.id, request.owner);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/conversations/:id/messages",
    {
      schema: {
        tags,
        summary: "The messages of a conversation, oldest first",
        params: idParamsSchema,
        response: { 200: z.array(messageSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => (await listMessages(ctx.db, request.params.id, request.owner)).map(toMessageDto),
  );
};
