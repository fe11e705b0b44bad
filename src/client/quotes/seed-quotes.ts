import type { Quote } from "@common/quotes/contract";
import type { QueryClient } from "@tanstack/react-query";
import { QUOTES_QUERY_KEY } from "./quotes-query-key";

/** The id of the JSON island in which the server sends the quotations with the pages that show them. */
export const QUOTES_ISLAND_ID = "page-data-quotes";

/**
 * Puts the quotations the page arrived with into the query cache, so the quote card is drawn complete on
 * first render instead of as a placeholder. Without the island (or with a damaged one) the card fetches.
 */
export function seedQuotesFromPage(client: QueryClient, doc: Document = document): boolean {
  const text = doc.getElementById(QUOTES_ISLAND_ID)?.textContent;
  if (!text) return false;
  try {
    const quotes: unknown = JSON.parse(text);
    if (!Array.isArray(quotes) || quotes.length === 0) return false;
    client.setQueryData<Quote[]>(QUOTES_QUERY_KEY, quotes as Quote[]);
    return true;
  } catch {
    return false;
  }
}
