import { apiRequest, queryClient } from "@client/lib/query-client";
import {
  type Conversation,
  conversationPageSchema,
  conversationSchema,
  DEFAULT_CONVERSATION_TITLE,
  type Message,
  messageSchema,
} from "@common/conversations/contract";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { z } from "zod";
import { fetchParsed } from "./fetch-parsed";

const BASE = "/api/conversations";
export const conversationKeys = {
  list: [BASE] as const,
  one: (id: string) => [BASE, id] as const,
  messages: (id: string) => [BASE, id, "messages"] as const,
};

const messagesSchema = z.array(messageSchema);

/** The visitor's conversations, most recent first, a page at a time; `fetchNextPage` brings older ones. */
export function useConversations() {
  const query = useInfiniteQuery({
    queryKey: conversationKeys.list,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetchParsed(
        pageParam ? `${BASE}?cursor=${encodeURIComponent(pageParam)}` : BASE,
        conversationPageSchema,
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
    queryFn: ({ signal }) => fetchParsed(`${BASE}/${id}`, conversationSchema, signal),
    enabled: Boolean(id),
  });
}

export function useMessages(id: string | undefined) {
  return useQuery({
    queryKey: conversationKeys.messages(id ?? ""),
    queryFn: ({ signal }) => fetchParsed(`${BASE}/${id}/messages`, messagesSchema, signal),
    enabled: Boolean(id),
  });
}

export async function createConversation(): Promise<Conversation> {
  const res = await apiRequest("POST", BASE, { title: DEFAULT_CONVERSATION_TITLE });
  const created = conversationSchema.parse(await res.json());
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
    conversation: conversationSchema.parse(await conversationRes.json()),
    messages: messagesSchema.parse(await messagesRes.json()),
  };
}
