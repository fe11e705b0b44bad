import type { Citation } from "@common/knowledge-base/citation";
import type { KbLookupResponse, KbPassageOpened } from "@common/knowledge-base/contract";
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";

const openById = (id: string, signal: AbortSignal) =>
  fetchJson<KbPassageOpened>(`/api/knowledge-base/passages/${id}`, signal);

/** The knowledge-base passage a citation quotes: by its id when it carries one, else by its reference. */
async function fetchPassage(citation: Citation, signal: AbortSignal): Promise<KbPassageOpened | null> {
  if (citation.passageId) return openById(citation.passageId, signal);
  const found = await fetchJson<KbLookupResponse>(
    `/api/knowledge-base/lookup?${new URLSearchParams({ ref: citation.reference })}`,
    signal,
  );
  const passage = found.passages.find((p) => p.reference === citation.reference) ?? found.passages[0];
  if (!passage) return null;
  // Only the passage answer carries the Latin of a whole chapter, which Rickaby's SCG paragraphs need.
  if (passage.workKey === "scg" && passage.language === "en") return openById(passage.id, signal);
  return { ...passage, chapterLatin: null };
}

export function usePassage(citation: Citation | null) {
  return useQuery({
    queryKey: ["/api/knowledge-base/passages", citation?.passageId ?? citation?.reference ?? ""],
    queryFn: ({ signal }) => fetchPassage(citation as Citation, signal),
    enabled: citation !== null,
  });
}
