import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addComparisonBodySchema,
  addComparisonResponseSchema,
  comparisonRequestSchema,
  comparisonResultSchema,
} from "../../common/comparison/contract.js";
import { apiErrorSchema, idParamsSchema } from "../../common/http/errors.js";
import { databaseSources } from "../answers/knowledge-sources.js";
import type { AppContext } from "../app-context.js";
import { storeAssistantReply } from "../chat/repository.js";
import { getConversation, toMessageDto } from "../conversations/repository.js";
import { comparisonAsReply } from "./chat-message.js";
import { generateComparison } from "./generate.js";

const tags = ["comparison"];

export const comparisonRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sources = databaseSources(ctx.db);

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
    async (request) => generateComparison(sources, request.body),
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
      await getConversation(ctx.db, request.params.id, request.owner);
      const result = await generateComparison(sources, request.body);
      const row = await storeAssistantReply(ctx.db, request.params.id, comparisonAsReply(result));
      return reply.status(201).send({ assistantMessage: toMessageDto(row) });
    },
  );
};
