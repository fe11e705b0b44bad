import type { Citation } from "@common/knowledge-base/citation";
import {
  type KbPassageDetail,
  kbLookupResponseSchema,
  kbPassageDetailSchema,
} from "@common/knowledge-base/contract";
import { useQuery } from "@tanstack/react-query";
import { fetchParsed } from "./fetch-parsed";

/** The knowledge-base passage a citation quotes: by its id when it carries one, else by its reference. */
async function fetchPassage(citation: Citation, signal: AbortSignal): Promise<KbPassageDetail | null> {
  if (citation.passageId) {
    return fetchParsed(`/api/knowledge-base/passages/${citation.passageId}`, kbPassageDetailSchema, signal);
  }
  const found = await fetchParsed(
    `/api/knowledge-base/lookup?${new URLSearchParams({ ref: citation.reference })}`,
    kbLookupResponseSchema,
    signal,
  );
  return found.passages.find((p) => p.reference === citation.reference) ?? found.passages[0] ?? null;
}

export function usePassage(citation: Citation | null) {
  return useQuery({
    queryKey: ["/api/knowledge-base/passages", citation?.passageId ?? citation?.reference ?? ""],
    queryFn: ({ signal }) => fetchPassage(citation as Citation, signal),
    enabled: citation !== null,
  });
}
