import type { Message } from "@common/conversations/contract";
import { useEffect, useRef } from "react";
import { SCROLL_DELAY_MS } from "../../lib/input-rules";
import { useNow } from "../../state/use-now";
import { MessageBubble } from "./message-bubble";
import { TypingIndicator } from "./typing-indicator";
import { WelcomeMessage } from "./welcome-message";

export interface MessageListProps {
  messages: Message[];
  loadingMessages: boolean;
  /** Waiting for the first words of a reply. */
  waiting: boolean;
  /** The reply so far while it streams. */
  draft: string | null;
  simplifying: boolean;
  isMobile: boolean;
}

export function MessageList({
  messages,
  loadingMessages,
  waiting,
  draft,
  simplifying,
  isMobile,
}: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const now = useNow(30_000);
  const busy = waiting || simplifying || draft !== null;

  // §2: scroll smoothly to the bottom 100 ms after the messages or the loading state change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are the triggers, not inputs.
  useEffect(() => {
    // The welcome greeting reads from the top; only a conversation follows its newest message.
    if (messages.length === 0 && !busy) return;
    const timer = setTimeout(
      () => end.current?.scrollIntoView({ behavior: "smooth", block: "end" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [messages.length, busy, draft]);

  return (
    <section
      aria-label="Messages"
      aria-busy={busy || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto bg-parchment"
      data-testid="message-list"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-3 py-6 sm:px-6">
        {messages.length === 0 && !loadingMessages ? <WelcomeMessage /> : null}
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} now={now} isMobile={isMobile} />
        ))}
        {draft ? (
          <MessageBubble
            message={{
              id: "draft",
              role: "assistant",
              content: draft,
              citations: [],
              confidence: null,
              createdAt: new Date().toISOString(),
            }}
            now={now}
            isMobile={isMobile}
            streaming
          />
        ) : null}
        {(waiting && !draft) || simplifying ? (
          <TypingIndicator label={simplifying ? "Saint Thomas is putting it more simply" : undefined} />
        ) : null}
        <div ref={end} />
      </div>
    </section>
  );
}
