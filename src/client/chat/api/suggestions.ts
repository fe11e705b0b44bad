import type { SuggestionsResponse } from "@common/chat/suggestions";
import { useQuery } from "@tanstack/react-query";
import { conversationKeys } from "./conversations";
import { fetchJson } from "./fetch-json";

/**
 * The follow-ups the server draws from the articles the last reply cited. Keyed by the reply, so a new reply
 * asks again; the same round of the same reply is the same list, before and after a reload.
 */
export function useFollowUps(conversationId: string | undefined, replyId: string | null, round: number) {
  return useQuery({
    queryKey: [...conversationKeys.one(conversationId ?? ""), "suggestions", replyId, round],
    queryFn: ({ signal }) =>
      fetchJson<SuggestionsResponse>(
        `/api/conversations/${conversationId}/suggestions?round=${round}`,
        signal,
      ),
    enabled: Boolean(conversationId && replyId),
  });
}
