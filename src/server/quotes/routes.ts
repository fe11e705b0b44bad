import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../common/http/errors.js";
import { QUOTE_CATALOGUE } from "../../common/quotes/catalogue.js";
import { type Quote, quotesResponseSchema } from "../../common/quotes/contract.js";
import type { AppContext } from "../app-context.js";
import { AppError } from "../http/app-error.js";
import { findPassagesWithLatin } from "./repository.js";
import { resolveQuotes } from "./resolve-quotes.js";

export const quoteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The texts never change once imported, so a complete resolution is kept for the life of the process.
  let complete: Quote[] | null = null;

  app.get(
    "/api/quotes",
    {
      schema: {
        tags: ["quotes"],
        summary: "The quotation catalogue, with each quotation and its Latin read from the knowledge base",
        response: { 200: quotesResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      if (complete) return complete;
      const passages = await findPassagesWithLatin(
        ctx.db,
        QUOTE_CATALOGUE.map((entry) => entry.reference),
      );
      const { quotes, missing } = resolveQuotes(QUOTE_CATALOGUE, passages);
      if (missing.length > 0) request.log.warn({ missing }, "some quotations could not be resolved");
      if (quotes.length === 0) {
        throw new AppError(
          "unavailable",
          "The quotations are not available yet: the knowledge base has not been imported.",
        );
      }
      if (missing.length === 0) complete = quotes;
      return quotes;
    },
  );
};
