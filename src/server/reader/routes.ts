import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../common/http/errors.js";
import {
  readerContentsSchema,
  readerPageSchema,
  readerParamsSchema,
  readerSearchQuerySchema,
  readerSearchResponseSchema,
} from "../../common/reader/contract.js";
import { articleRefOfPlace } from "../../common/reader/places.js";
import type { AppContext } from "../app-context.js";
import { AppError } from "../http/app-error.js";
import { readerContents } from "./contents.js";
import { readerCacheFor } from "./reader-cache.js";
import { searchOutline } from "./search.js";

const tags = ["reader"];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

const notFound = (message: string) => new AppError("not_found", message);

export const readerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cache = readerCacheFor(ctx.db);
  // A server that listens reads the outline at once, so that its first visitor does not wait for it.
  app.addHook("onListen", async () => {
    cache.outline().catch(() => {
      // A failed read is tried again by the first request.
    });
  });

  app.get(
    "/api/reader/contents",
    {
      schema: {
        tags,
        summary: "The Summa Theologiae and the Summa contra Gentiles: parts, questions, articles, chapters",
        response: { 200: readerContentsSchema },
      },
    },
    async () => readerContents(await cache.outline()),
  );

  app.get(
    "/api/reader/search",
    {
      schema: {
        tags,
        summary: "Articles and chapters whose title or digest questions hold the words searched for",
        querystring: readerSearchQuerySchema,
        response: { 200: readerSearchResponseSchema, ...errors },
      },
    },
    async (request) => searchOutline(await cache.outline(), request.query.q ?? ""),
  );

  app.get(
    "/api/reader/pages/:work/*",
    {
      schema: {
        tags,
        summary:
          "A whole article of the Summa Theologiae (or a question, or a chapter of the Summa contra Gentiles) in order, English with its Latin, its digest and its neighbours",
        params: readerParamsSchema,
        response: { 200: readerPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const place = `${request.params.work}/${request.params["*"]}`;
      const articleRef = articleRefOfPlace(place);
      if (!articleRef)
        throw notFound(
          `"${place}" is not a place in the reader. Places look like st/I-II/q94/a2 (a Summa article), st/I/q2 (a question) or scg/3/c71 (a Contra Gentiles chapter).`,
        );
      const json = await cache.pageJson(articleRef);
      if (json === null) throw notFound(`${articleRef} is not in the knowledge base.`);
      // Checked against readerPageSchema when it was built and kept as text: sent as it is.
      return reply
        .type("application/json; charset=utf-8")
        .serializer((payload) => payload as string)
        .send(json as never);
    },
  );
};
