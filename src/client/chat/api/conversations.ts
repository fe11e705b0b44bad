import { apiJson, apiRequest, queryClient } from "@client/lib/query-client";
import type { Conversation, ConversationPage, Message } from "@common/conversations/contract";
import { DEFAULT_CONVERSATION_TITLE } from "@common/conversations/limits";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { fetchJson } from "./fetch-json";

const BASE = "/api/conversations";
export const conversationKeys = {
  list: [BASE] as const,
  one: (id: string) => [BASE, id] as const,
  messages: (id: string) => [BASE, id, "messages"] as const,
};

/** The visitor's conversations, most recent first, a page at a time; `fetchNextPage` brings older ones. */
export function useConversations() {
  const query = useInfiniteQuery({
    queryKey: conversationKeys.list,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetchJson<ConversationPage>(
        pageParam ? `${BASE}?cursor=${encodeURIComponent(pageParam)}` : BASE,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
  const conversations = useMemo(() => query.data?.pages.flatMap((p) => p.items), [query.data]);
  return { ...query, conversations };
}

export function useConversation(id: string | undefined) {
  return useQuery({
    queryKey: conversationKeys.one(id ?? ""),
    queryFn: ({ signal }) => fetchJson<Conversation>(`${BASE}/${id}`, signal),
    enabled: Boolean(id),
  });
}

export function useMessages(id: string | undefined) {
  return useQuery({
    queryKey: conversationKeys.messages(id ?? ""),
    queryFn: ({ signal }) => fetchJson<Message[]>(`${BASE}/${id}/messages`, signal),
    enabled: Boolean(id),
  });
}

export async function createConversation(): Promise<Conversation> {
  const created = await apiJson<Conversation>("POST", BASE, { title: DEFAULT_CONVERSATION_TITLE });
  await queryClient.invalidateQueries({ queryKey: conversationKeys.list, exact: true });
  return created;
}

export function useCreateConversation() {
  return useMutation({ mutationFn: createConversation });
}

export function useDeleteConversation() {
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${BASE}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.list, exact: true }),
  });
}

/** Forgets a deleted conversation; call once its screen is gone, or its queries would ask again (404). */
export function forgetConversation(id: string): void {
  queryClient.removeQueries({ queryKey: conversationKeys.one(id) });
}

export function useClearConversation() {
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${BASE}/${id}/messages`);
      queryClient.setQueryData<Message[]>(conversationKeys.messages(id), []);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.list, exact: true }),
  });
}

/** Export (§7, §9) reads the conversation and its messages together. */
export async function fetchConversationForExport(id: string) {
  const [conversationRes, messagesRes] = await Promise.all([
    fetch(`${BASE}/${id}`, { credentials: "include" }),
    fetch(`${BASE}/${id}/messages`, { credentials: "include" }),
  ]);
  if (!conversationRes.ok || !messagesRes.ok) return null;
  return {
    conversation: (await conversationRes.json()) as Conversation,
    messages: (await messagesRes.json()) as Message[],
  };
}
