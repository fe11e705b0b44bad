import type { Quote } from "@common/quotes/contract";
import { useQuery } from "@tanstack/react-query";

import { QUOTES_QUERY_KEY } from "./quotes-query-key";

export { QUOTES_QUERY_KEY };

/** The quotation catalogue with texts from the knowledge base; fetched once per visit. */
export function useQuotes() {
  return useQuery<Quote[]>({ queryKey: QUOTES_QUERY_KEY });
}
