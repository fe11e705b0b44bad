import type { EducationLevel } from "@common/education/levels";
import { type RefObject, useCallback } from "react";
import { SUGGESTION_FOCUS_DELAY_MS } from "../../lib/input-rules";
import type { ContextMessage } from "../../lib/suggestions/engine";
import { ChatInput } from "./chat-input";
import { DumbOxButton } from "./dumb-ox-button";
import { SuggestionsPanel } from "./suggestions-panel";

export interface InputAreaProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  busy: boolean;
  simplifying: boolean;
  onSimplify: () => void;
  level: EducationLevel;
  messages: readonly ContextMessage[];
  conversationId: string | undefined;
  /** The newest stored reply, whose citations the follow-up suggestions come from. */
  lastReplyId: string | null;
  isMobile: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function InputArea(props: InputAreaProps) {
  const { value, onChange, onSend, busy, simplifying, onSimplify, level, messages, isMobile, textareaRef } =
    props;
  const { conversationId, lastReplyId } = props;
  const replyCount = messages.filter((m) => m.role === "assistant").length;
  // §2: only above elementary, and only once there is a reply to simplify.
  const showDumbOx = level !== "elementary" && replyCount > 0;

  const pick = useCallback(
    (question: string) => {
      onChange(question);
      setTimeout(() => textareaRef.current?.focus(), SUGGESTION_FOCUS_DELAY_MS);
    },
    [onChange, textareaRef],
  );

  return (
    <div className="border-t bg-card/80 px-3 pb-2 pt-3 backdrop-blur sm:px-6">
      <div className="mx-auto max-w-3xl space-y-2.5">
        <SuggestionsPanel
          level={level}
          messages={messages}
          replyCount={replyCount}
          conversationId={conversationId}
          lastReplyId={lastReplyId}
          onPick={pick}
        />
        <div className="flex items-end gap-2">
          <ChatInput
            value={value}
            onChange={onChange}
            onSend={onSend}
            busy={busy}
            isMobile={isMobile}
            textareaRef={textareaRef}
            besideSend={
              showDumbOx ? (
                <DumbOxButton busy={simplifying} disabled={busy && !simplifying} onClick={onSimplify} />
              ) : null
            }
          />
        </div>
        <div
          id="chat-input-hint"
          className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-1 text-xs text-muted-foreground"
        >
          <span>Responses based solely on Aquinas' documented works</span>
          <span className="max-sm:hidden">Press ⌘+Enter to send</span>
        </div>
      </div>
    </div>
  );
}
