import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEBATE_PHILOSOPHERS } from "../../common/debates/catalogue.js";
import {
  argumentSchema,
  catalogueSchema,
  createArgumentBodySchema,
  createDebateBodySchema,
  debateListItemSchema,
  debateMaterialBodySchema,
  debateMaterialSchema,
  debateSchema,
  philosophersConfigSchema,
  postedArgumentSchema,
} from "../../common/debates/contract.js";
import { apiErrorSchema, idParamsSchema } from "../../common/http/errors.js";
import { databaseSources } from "../answers/knowledge-sources.js";
import { configuredModel } from "../answers/model/configured-model.js";
import type { KnowledgeSources } from "../answers/types.js";
import type { AppContext } from "../app-context.js";
import { AppError } from "../http/app-error.js";
import { cachedSources } from "./cached-sources.js";
import { buildCatalogue } from "./catalogue.js";
import { libraryAuthors } from "./library-authors.js";
import { buildDebateMaterial } from "./materials/build-material.js";
import { levelContent } from "./materials/level-content.js";
import {
  createDebate,
  deleteDebate,
  getDebate,
  listArguments,
  listDebates,
  toArgumentDto,
  toDebateDto,
} from "./repository.js";
import { takeTurn } from "./turn-engine.js";

const tags = ["debates"];

export interface DebateRoutesOptions {
  ctx: AppContext;
  /** Where turns find their passages; the knowledge base unless a test supplies fixtures. */
  sources?: KnowledgeSources;
}

export const debateRoutes: FastifyPluginAsyncZod<DebateRoutesOptions> = async (app, { ctx, sources }) => {
  const database = cachedSources(databaseSources(ctx.db));
  const knowledge = (): KnowledgeSources => sources ?? ctx.debateSources ?? database;
  const model = configuredModel(ctx.env);

  app.get(
    "/api/debates/config/philosophers",
    {
      schema: {
        tags,
        summary: "The opponents: key → display name",
        response: { 200: philosophersConfigSchema },
      },
    },
    async () => ({ ...DEBATE_PHILOSOPHERS }),
  );

  app.get(
    "/api/debates/config/catalogue",
    {
      schema: {
        tags,
        summary: "Opponents with dates, works and theses per topic; the topics with their motions",
        response: { 200: catalogueSchema },
      },
    },
    async () => buildCatalogue(await libraryAuthors(ctx.db)),
  );

  app.get(
    "/api/debates",
    {
      schema: {
        tags,
        summary: "List debates, newest first",
        response: { 200: z.array(debateListItemSchema) },
      },
    },
    async () => (await listDebates(ctx.db)).map(toDebateDto),
  );

  app.post(
    "/api/debates",
    {
      schema: {
        tags,
        summary: "Create a debate",
        body: createDebateBodySchema,
        response: { 201: debateSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(toDebateDto(await createDebate(ctx.db, request.body))),
  );

  app.get(
    "/api/debates/:id",
    {
      schema: {
        tags,
        summary: "One debate",
        params: idParamsSchema,
        response: { 200: debateSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => toDebateDto(await getDebate(ctx.db, request.params.id)),
  );

  app.delete(
    "/api/debates/:id",
    {
      schema: {
        tags,
        summary: "Delete a debate and its arguments",
        params: idParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteDebate(ctx.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/debates/:id/arguments",
    {
      schema: {
        tags,
        summary: "The arguments of a debate in turn order",
        params: idParamsSchema,
        response: { 200: z.array(argumentSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await getDebate(ctx.db, request.params.id);
      return (await listArguments(ctx.db, request.params.id)).map(toArgumentDto);
    },
  );

  app.post(
    "/api/debates/:id/arguments",
    {
      schema: {
        tags,
        summary: "Take the next turn: Aquinas or the opponent argues from the sources, or the user speaks",
        params: idParamsSchema,
        body: createArgumentBodySchema,
        response: {
          201: postedArgumentSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { row, generation } = await takeTurn(ctx.db, knowledge(), request.params.id, request.body, model);
      return reply.status(201).send({ ...toArgumentDto(row), generation });
    },
  );

  app.post(
    "/api/debates/:id/materials/generate",
    {
      schema: {
        tags,
        summary: "Build a study material from the debate's arguments and sources",
        params: idParamsSchema,
        body: debateMaterialBodySchema,
        response: {
          200: debateMaterialSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const debate = await getDebate(ctx.db, request.params.id);
      const args = await listArguments(ctx.db, debate.id);
      if (args.length === 0)
        throw new AppError("conflict", "This debate has no arguments yet: start the debate first.");
      const { materialType, educationLevel } = request.body;
      const byLevel = await levelContent(knowledge(), args, educationLevel);
      return buildDebateMaterial(debate, args, materialType, educationLevel, byLevel);
    },
  );
};
