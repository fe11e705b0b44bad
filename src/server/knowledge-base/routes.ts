import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, idParamsSchema } from "../../common/http/errors.js";
import {
  kbLookupQuerySchema,
  kbLookupResponseSchema,
  kbPassageOpenedSchema,
  kbSearchQuerySchema,
  kbSearchResponseSchema,
  kbStatsSchema,
  worksResponseSchema,
} from "../../common/knowledge-base/contract.js";
import type { AppContext } from "../app-context.js";
import { badRequest } from "../http/app-error.js";
import { publicDigest } from "./digests/public-digest.js";
import { toPassageDetailDto } from "./passage-dto.js";
import { lookupReference, passageById, resolveWorkKey } from "./repository.js";
import { digestOf } from "./retrieval/digest-of.js";
import { scgChapterLatin } from "./scg-chapter-latin.js";
import { searchPassages } from "./search.js";
import { summaryCacheFor } from "./summary-cache.js";

const tags = ["knowledge-base"];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const knowledgeBaseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const summaries = summaryCacheFor(ctx.db);
  app.get(
    "/api/knowledge-base/works",
    {
      schema: {
        tags,
        summary: "Aquinas' works and Scripture with their passage counts, major works first",
        response: { 200: worksResponseSchema },
      },
    },
    async () => summaries.works(),
  );

  app.get(
    "/api/knowledge-base/stats",
    {
      schema: {
        tags,
        summary: "Works, passages and the time of the last import",
        response: { 200: kbStatsSchema },
      },
    },
    async () => summaries.stats(),
  );

  app.get(
    "/api/knowledge-base/search",
    {
      schema: {
        tags,
        summary:
          "Passages that answer a question, best first (Aquinas' works unless a work or author is given)",
        querystring: kbSearchQuerySchema,
        response: { 200: kbSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { q, limit, work, author } = request.query;
      const question = q?.trim() ?? "";
      if (question === "") throw badRequest("Give a question or some words to search for in q.");
      const workKey = work ? await resolveWorkKey(ctx.db, work) : undefined;
      return searchPassages(ctx.db, { question, limit, workKey, author: author || undefined });
    },
  );

  app.get(
    "/api/knowledge-base/passages/:id",
    {
      schema: {
        tags,
        summary:
          "One passage with its Latin (for Rickaby's Summa contra Gentiles, the Latin of its whole chapter), its article title and the Scripture it cites",
        params: idParamsSchema,
        response: { 200: kbPassageOpenedSchema, ...errors },
      },
    },
    async (request) => {
      const passage = await passageById(ctx.db, request.params.id);
      return { ...toPassageDetailDto(passage), chapterLatin: await scgChapterLatin(ctx.db, passage) };
    },
  );

  app.get(
    "/api/knowledge-base/lookup",
    {
      schema: {
        tags,
        summary: "The passage(s) at a reference; an article reference gives the whole article in order",
        querystring: kbLookupQuerySchema,
        response: { 200: kbLookupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ref = request.query.ref?.trim() ?? "";
      if (ref === "") throw badRequest('Give a reference in ref, e.g. "ST I, q. 2, a. 3" or "Ex. 3:14".');
      const found = await lookupReference(ctx.db, ref);
      return {
        reference: found.reference,
        articleRef: found.article.articleRef,
        articleTitle: found.article.title,
        work: found.article.work,
        author: found.article.author,
        wholeArticle: found.wholeArticle,
        passages: found.article.passages.map(toPassageDetailDto),
        digest: publicDigest(found.article.digest ?? (await digestOf(ctx.db, found.article.articleRef))),
      };
    },
  );
};
