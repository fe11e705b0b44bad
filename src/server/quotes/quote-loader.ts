import { QUOTE_CATALOGUE } from "../../common/quotes/catalogue.js";
import type { Quote } from "../../common/quotes/contract.js";
import type { AppContext } from "../app-context.js";
import { findPassagesWithLatin } from "./repository.js";
import { type ResolvedQuotes, resolveQuotes } from "./resolve-quotes.js";

export type QuoteResolution = ResolvedQuotes;

/**
 * Resolves the catalogue against the knowledge base. The texts never change once imported, so a complete
 * resolution is kept for the life of the process; an incomplete one is tried again next time.
 */
export function createQuoteLoader(db: AppContext["db"]): () => Promise<QuoteResolution> {
  let complete: Quote[] | null = null;
  return async () => {
    if (complete) return { quotes: complete, missing: [] };
    const passages = await findPassagesWithLatin(
      db,
      QUOTE_CATALOGUE.map((entry) => entry.reference),
    );
    const resolution = resolveQuotes(QUOTE_CATALOGUE, passages);
    if (resolution.missing.length === 0) complete = resolution.quotes;
    return resolution;
  };
}
