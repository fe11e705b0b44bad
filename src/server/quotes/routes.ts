import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../common/http/errors.js";
import { quotesResponseSchema } from "../../common/quotes/contract.js";
import type { AppContext } from "../app-context.js";
import { AppError } from "../http/app-error.js";
import type { QuoteResolution } from "./quote-loader.js";

export const quoteRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  loadQuotes: () => Promise<QuoteResolution>;
}> = async (app, { loadQuotes }) => {
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
      const { quotes, missing } = await loadQuotes();
      if (missing.length > 0) request.log.warn({ missing }, "some quotations could not be resolved");
      if (quotes.length === 0) {
        throw new AppError(
          "unavailable",
          "The quotations are not available yet: the knowledge base has not been imported.",
        );
      }
      return quotes;
    },
  );
};
