import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addComparisonBodySchema,
  addComparisonResponseSchema,
  comparisonRequestSchema,
  comparisonResultSchema,
} from "../../common/comparison/contract.js";
import { apiErrorSchema, idParamsSchema } from "../../common/http/errors.js";
import { databaseSources } from "../answers/knowledge-sources.js";
import { configuredModel } from "../answers/model/configured-model.js";
import type { AppContext } from "../app-context.js";
import { storeAssistantReply } from "../chat/repository.js";
import { getConversation, toMessageDto } from "../conversations/repository.js";
import { comparisonAsReply } from "./chat-message.js";
import { compare, recentComparisons } from "./compare.js";

const tags = ["comparison"];

export const comparisonRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const database = databaseSources(ctx.db);
  const knowledge = () => ctx.comparisonSources ?? database;
  const model = configuredModel(ctx.env);
  const recent = recentComparisons();

  app.post(
    "/api/comparison/generate",
    {
      schema: {
        tags,
        summary: "Compare Aquinas with a scholastic philosopher on a topic, grounded in the knowledge base",
        body: comparisonRequestSchema,
        response: { 200: comparisonResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await compare(knowledge(), request.body, model);
      recent.remember(request.body, result);
      return result;
    },
  );

  app.post(
    "/api/conversations/:id/comparison",
    {
      schema: {
        tags,
        summary:
          "Add a comparison to a conversation as a reply; it is made again from the request, so every quotation is re-read from the knowledge base",
        params: idParamsSchema,
        body: addComparisonBodySchema,
        response: { 201: addComparisonResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await getConversation(ctx.db, request.params.id);
      const result = recent.recall(request.body) ?? (await compare(knowledge(), request.body, model));
      const row = await storeAssistantReply(ctx.db, request.params.id, comparisonAsReply(result));
      return reply.status(201).send({ assistantMessage: toMessageDto(row) });
    },
  );
};
