import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema, idParamsSchema } from "../../common/http/errors.js";
import {
  generatedMaterialSchema,
  generateMaterialBodySchema,
  listMaterialsQuerySchema,
  materialSchema,
  saveMaterialBodySchema,
} from "../../common/materials/contract.js";
import { databaseSources } from "../answers/knowledge-sources.js";
import { modelLoader } from "../answers/model/provider.js";
import type { AppContext } from "../app-context.js";
import { getConversation } from "../conversations/repository.js";
import { AppError } from "../http/app-error.js";
import { generateMaterial, type MaterialModel } from "./generate.js";
import { guardSavedMaterial } from "./guard/guard-saved.js";
import { loadArticles } from "./load-articles.js";
import { deleteMaterial, listMaterials, saveMaterial, toMaterialDto } from "./repository.js";

const tags = ["educational materials"];

export const materialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sources = {
    ...databaseSources(ctx.db),
    loadArticles: (refs: string[]) => loadArticles(ctx.db, refs),
  };
  const writer: MaterialModel | undefined =
    ctx.env.AI_PROVIDER === "none"
      ? undefined
      : {
          env: ctx.env,
          model: modelLoader(ctx.env),
          onFallback: (error) => app.log.warn({ err: error }, "material composed without the model"),
        };

  app.post(
    "/api/educational-materials/generate",
    {
      schema: {
        tags,
        summary: "Build a study material from a reply, grounded in the articles it cited",
        body: generateMaterialBodySchema,
        response: { 200: generatedMaterialSchema, 400: apiErrorSchema },
      },
    },
    async (request) => generateMaterial(sources, request.body, writer),
  );

  app.post(
    "/api/educational-materials",
    {
      schema: {
        tags,
        summary: "Save a material to the library",
        body: saveMaterialBodySchema,
        response: { 201: materialSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { conversationId, messageId, title, description, materialType, educationLevel, content } =
        request.body;
      if (conversationId) await getConversation(ctx.db, conversationId, request.owner);
      // Quotations are checked against the knowledge base again: the client's copy is not trusted.
      const guarded = await guardSavedMaterial(ctx.db, content);
      if (!guarded.content) throw new AppError("bad_request", "A material needs content.");
      const row = await saveMaterial(
        ctx.db,
        {
          conversationId: conversationId ?? null,
          messageId: messageId ?? null,
          title,
          description: description ?? null,
          materialType,
          educationLevel,
          content: guarded.content,
        },
        request.owner,
      );
      return reply.status(201).send(toMaterialDto(row));
    },
  );

  app.get(
    "/api/educational-materials",
    {
      schema: {
        tags,
        summary: "Saved materials, newest first; one conversation's with ?conversationId=",
        querystring: listMaterialsQuerySchema,
        response: { 200: z.array(materialSchema), 400: apiErrorSchema },
      },
    },
    async (request) =>
      (await listMaterials(ctx.db, request.owner, request.query.conversationId)).map(toMaterialDto),
  );

  app.delete(
    "/api/educational-materials/:id",
    {
      schema: {
        tags,
        summary: "Remove a material from the library",
        params: idParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteMaterial(ctx.db, request.params.id, request.owner);
      return reply.status(204).send(null);
    },
  );
};
