import { apiRequest, queryClient } from "@client/lib/query-client";
import {
  type ComparisonRequest,
  type ComparisonResult,
  comparisonResultSchema,
} from "@common/comparison/contract";
import { conversationKeys, createConversation } from "../chat/api/conversations";

/** §7 POST /api/comparison/generate; §8: a failure raises "Failed to generate comparison: {status}". */
export async function generateComparison(body: ComparisonRequest): Promise<ComparisonResult> {
  const res = await fetch("/api/comparison/generate", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!res.ok) throw new Error(`Failed to generate comparison: ${res.status}`);
  return comparisonResultSchema.parse(await res.json());
}

/**
 * Adds the comparison to the conversation (creating one when none is open) as a reply; the server makes
 * it again from the same request. Returns the conversation's id.
 */
export async function addComparisonToChat(
  conversationId: string | undefined,
  body: ComparisonRequest,
): Promise<string> {
  const id = conversationId ?? (await createConversation()).id;
  await apiRequest("POST", `/api/conversations/${id}/comparison`, body);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationKeys.messages(id) }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.list, exact: true }),
  ]);
  return id;
}
