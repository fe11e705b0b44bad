import { fetchParsed } from "@client/chat/api/fetch-parsed";
import { readerContentsSchema, readerPageSchema, readerSearchResponseSchema } from "@common/reader/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

/** The whole article, question or chapter at a reader place ("st/I-II/q94/a2"). */
export function useReaderPage(place: string) {
  return useQuery({
    queryKey: ["/api/reader/pages", place],
    queryFn: ({ signal }) => fetchParsed(`/api/reader/pages/${place}`, readerPageSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // No place (an address about to be replaced by its page's own): nothing to fetch.
    enabled: place !== "",
  });
}

export function useReaderContents() {
  return useQuery({
    queryKey: ["/api/reader/contents"],
    queryFn: ({ signal }) => fetchParsed("/api/reader/contents", readerContentsSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useReaderSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ["/api/reader/search", query],
    queryFn: ({ signal }) =>
      fetchParsed(
        `/api/reader/search?${new URLSearchParams({ q: query })}`,
        readerSearchResponseSchema,
        signal,
      ),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}
