import { toast } from "@client/components/ui/use-toast";
import { httpStatusOf, queryClient } from "@client/lib/query-client";
import type { Message } from "@common/conversations/contract";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { conversationKeys, createConversation, useConversations, useMessages } from "../api/conversations";
import { SendFailedError, sendMessage, simplifyLastReply } from "../api/send-message";
import type { ChatPreferences } from "./use-chat-preferences";

export type ChatPhase = "idle" | "sending" | "streaming" | "simplifying";

/** How a send ended: stored, failed (the text goes back in the box), or the conversation no longer exists. */
export type SendOutcome = "sent" | "failed" | "gone";

const SEND_FAILED = "Failed to send message. Please try again.";

/** The server's own words when it gave any (a 502 or 504 says what happened), the generic line otherwise. */
function failureText(error: unknown): string {
  return error instanceof SendFailedError && error.serverMessage ? error.serverMessage : SEND_FAILED;
}

interface Pending {
  conversationId: string;
  temp: Message | null;
  draft: string;
}

const REPLY_STARTED = "Saint Thomas Aquinas is replying.";

function replyFinished(message: Message): string {
  const n = message.citations?.length ?? 0;
  return `Saint Thomas Aquinas has replied, citing ${n} primary ${n === 1 ? "source" : "sources"}.`;
}

async function refreshAfterReply(conversationId: string, added: Message[]) {
  queryClient.setQueryData<Message[]>(conversationKeys.messages(conversationId), (old) => {
    const known = new Set((old ?? []).map((m) => m.id));
    return [...(old ?? []), ...added.filter((m) => !known.has(m.id))];
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationKeys.messages(conversationId) }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.list, exact: true }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.one(conversationId) }),
  ]);
}

/**
 * Everything the chat area needs about the open conversation: its messages (with the optimistic question
 * and the reply as it streams), sending, simplifying, and one screen-reader announcement per reply edge.
 */
export function useChatSession(conversationId: string | undefined, prefs: ChatPreferences) {
  const navigate = useNavigate();
  const list = useConversations();
  const messagesQuery = useMessages(conversationId);
  const [phase, setPhase] = useState<ChatPhase>("idle");
  const [pending, setPending] = useState<Pending | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** Conversations a send found deleted (404); the screen says so instead of failing again. */
  const [goneIds, setGoneIds] = useState<ReadonlySet<string>>(new Set());
  const creating = useRef(false);

  // §4: with nothing selected and an empty list, start a conversation.
  useEffect(() => {
    if (conversationId || !list.isSuccess || (list.conversations?.length ?? 0) > 0 || creating.current)
      return;
    creating.current = true;
    createConversation()
      .then((created) => navigate(`/chat/${created.id}`, { replace: true }))
      .catch(() =>
        toast({ title: "Error", description: "Failed to create new conversation", variant: "destructive" }),
      )
      .finally(() => {
        creating.current = false;
      });
  }, [conversationId, list.isSuccess, list.conversations, navigate]);

  const stored = messagesQuery.data;
  const messages = useMemo(() => {
    const base = stored ?? [];
    if (!pending || pending.conversationId !== conversationId) return base;
    return pending.temp ? [...base, pending.temp] : base;
  }, [stored, pending, conversationId]);

  const draft =
    pending && pending.conversationId === conversationId && phase === "streaming" ? pending.draft : null;

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const content = text.trim();
      if (!content || phase !== "idle") return "failed";
      let id = conversationId;
      if (!id) {
        try {
          id = (await createConversation()).id;
          navigate(`/chat/${id}`);
        } catch {
          toast({ title: "Error", description: "Failed to create new conversation", variant: "destructive" });
          return "failed";
        }
      }
      const targetId = id;
      const temp: Message = {
        id: `temp-${Date.now()}`,
        conversationId: targetId,
        role: "user",
        content,
        citations: null,
        createdAt: new Date().toISOString(),
      };
      setPending({ conversationId: targetId, temp, draft: "" });
      setPhase("sending");
      try {
        const result = await sendMessage(
          targetId,
          {
            content,
            educationLevel: prefs.level,
            responseStyle: prefs.style,
            languagePreferences: prefs.language,
          },
          {
            onStart: () => {
              setPhase("streaming");
              setAnnouncement(REPLY_STARTED);
            },
            onDelta: (delta) => setPending((p) => (p ? { ...p, draft: p.draft + delta } : p)),
          },
        );
        await refreshAfterReply(targetId, [result.userMessage, result.assistantMessage]);
        setAnnouncement(replyFinished(result.assistantMessage));
        return "sent";
      } catch (error) {
        setAnnouncement("");
        if (error instanceof SendFailedError && error.status === 404) {
          setGoneIds((ids) => new Set(ids).add(targetId));
          return "gone";
        }
        toast({ title: "Error", description: failureText(error), variant: "destructive" });
        return "failed";
      } finally {
        setPending(null);
        setPhase("idle");
      }
    },
    [conversationId, navigate, phase, prefs.level, prefs.style, prefs.language],
  );

  const simplify = useCallback(async () => {
    if (!conversationId || phase !== "idle") return;
    setPhase("simplifying");
    setAnnouncement(REPLY_STARTED);
    try {
      const reply = await simplifyLastReply(conversationId, prefs.level);
      await refreshAfterReply(conversationId, [reply]);
      setAnnouncement(replyFinished(reply));
      toast({ title: "Simplified!", description: "I've provided a simpler explanation below." });
    } catch {
      setAnnouncement("");
      toast({
        title: "Error",
        description: "Failed to create simplified explanation.",
        variant: "destructive",
      });
    } finally {
      setPhase("idle");
    }
  }, [conversationId, phase, prefs.level]);

  return {
    list,
    messages,
    messagesLoading: Boolean(conversationId) && messagesQuery.isPending,
    /** The open conversation was deleted or never existed. */
    gone:
      conversationId !== undefined &&
      (goneIds.has(conversationId) || httpStatusOf(messagesQuery.error) === 404),
    draft,
    phase,
    busy: phase !== "idle",
    announcement,
    send,
    simplify,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
