import type { KbStats, WorksResponse } from "@common/knowledge-base/contract";
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";

export const kbKeys = {
  works: ["/api/knowledge-base/works"] as const,
  stats: ["/api/knowledge-base/stats"] as const,
};

export function useWorks() {
  return useQuery({
    queryKey: kbKeys.works,
    queryFn: ({ signal }) => fetchJson<WorksResponse>(kbKeys.works[0], signal),
  });
}

export function useKbStats() {
  return useQuery({
    queryKey: kbKeys.stats,
    queryFn: ({ signal }) => fetchJson<KbStats>(kbKeys.stats[0], signal),
  });
}
