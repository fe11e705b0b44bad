import { suggestionsResponseSchema } from "@common/chat/suggestions";
import { useQuery } from "@tanstack/react-query";
import { conversationKeys } from "./conversations";
import { fetchParsed } from "./fetch-parsed";

/**
 * The follow-ups the server draws from the articles the last reply cited. Keyed by the reply, so a new reply
 * asks again; the same round of the same reply is the same list, before and after a reload.
 */
export function useFollowUps(conversationId: string | undefined, replyId: string | null, round: number) {
  return useQuery({
    queryKey: [...conversationKeys.one(conversationId ?? ""), "suggestions", replyId, round],
    queryFn: ({ signal }) =>
      fetchParsed(
        `/api/conversations/${conversationId}/suggestions?round=${round}`,
        suggestionsResponseSchema,
        signal,
      ),
    enabled: Boolean(conversationId && replyId),
  });
}
