import { kbStatsSchema, worksResponseSchema } from "@common/knowledge-base/contract";
import { useQuery } from "@tanstack/react-query";
import { fetchParsed } from "./fetch-parsed";

export const kbKeys = {
  works: ["/api/knowledge-base/works"] as const,
  stats: ["/api/knowledge-base/stats"] as const,
};

export function useWorks() {
  return useQuery({
    queryKey: kbKeys.works,
    queryFn: ({ signal }) => fetchParsed(kbKeys.works[0], worksResponseSchema, signal),
  });
}

export function useKbStats() {
  return useQuery({
    queryKey: kbKeys.stats,
    queryFn: ({ signal }) => fetchParsed(kbKeys.stats[0], kbStatsSchema, signal),
  });
}
