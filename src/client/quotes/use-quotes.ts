import type { Quote } from "@common/quotes/contract";
import { useQuery } from "@tanstack/react-query";

export const QUOTES_QUERY_KEY = ["/api/quotes"] as const;

/** The quotation catalogue with texts from the knowledge base; fetched once per visit. */
export function useQuotes() {
  return useQuery<Quote[]>({ queryKey: QUOTES_QUERY_KEY });
}
