import { fetchParsed } from "@client/chat/api/fetch-parsed";
import { apiJson } from "@client/lib/query-client";
import {
  argumentSchema,
  catalogueSchema,
  type Debate,
  type DebateArgument,
  debateListItemSchema,
  debateSchema,
  philosophersConfigSchema,
} from "@common/debates/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

export const DEBATES_KEY = ["/api/debates"] as const;
export const debateKey = (id: string) => ["/api/debates", id] as const;
export const argumentsKey = (id: string) => ["/api/debates", id, "arguments"] as const;

export function useDebates() {
  return useQuery({
    queryKey: DEBATES_KEY,
    queryFn: ({ signal }) => fetchParsed("/api/debates", z.array(debateListItemSchema), signal),
  });
}

export function usePhilosopherNames() {
  return useQuery({
    queryKey: ["/api/debates/config/philosophers"],
    queryFn: ({ signal }) =>
      fetchParsed("/api/debates/config/philosophers", philosophersConfigSchema, signal),
  });
}

export function useCatalogue() {
  return useQuery({
    queryKey: ["/api/debates/config/catalogue"],
    queryFn: ({ signal }) => fetchParsed("/api/debates/config/catalogue", catalogueSchema, signal),
  });
}

export function useDebate(id: string) {
  return useQuery({
    queryKey: debateKey(id),
    queryFn: ({ signal }) => fetchParsed(`/api/debates/${id}`, debateSchema, signal),
    enabled: id.length > 0,
  });
}

export function useArguments(id: string, enabled: boolean) {
  return useQuery({
    queryKey: argumentsKey(id),
    queryFn: ({ signal }) => fetchParsed(`/api/debates/${id}/arguments`, z.array(argumentSchema), signal),
    enabled,
  });
}

export interface CreateDebateInput {
  title: string;
  topic: string;
  description: string;
  opponentPhilosopher: string;
  maxTurns: number;
  educationLevel: string;
  aquinasDefends: boolean;
}

export function useCreateDebate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDebateInput) => apiJson<Debate>("POST", "/api/debates", input),
    onSuccess: () => client.invalidateQueries({ queryKey: DEBATES_KEY }),
  });
}

export interface ArgueInput {
  speaker: "aquinas" | "opponent" | "user";
  educationLevel: string;
  content?: string;
}

export function useArgue(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ArgueInput): Promise<DebateArgument> => {
      const res = await fetch(`/api/debates/${id}/arguments`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(input),
        credentials: "include",
      });
      if (!res.ok) throw new Error("Failed to generate argument");
      return argumentSchema.parse(await res.json());
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: argumentsKey(id) }),
        client.invalidateQueries({ queryKey: debateKey(id), exact: true }),
        client.invalidateQueries({ queryKey: DEBATES_KEY, exact: true }),
      ]),
  });
}
