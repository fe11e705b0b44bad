import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import { MESSAGE_MAX_CHARS } from "@common/conversations/limits";
import { SendHorizontal } from "lucide-react";
import { type ReactNode, type RefObject, useLayoutEffect } from "react";
import { canSend, INPUT_MAX_HEIGHT_PX, inputHeight, inputRows, isSendShortcut } from "../../lib/input-rules";

export interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  busy: boolean;
  isMobile: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** A button between the box and Send (Dumb Ox): Send keeps its place when it comes and goes. */
  besideSend?: ReactNode;
}

export function ChatInput({
  value,
  onChange,
  onSend,
  busy,
  isMobile,
  textareaRef,
  besideSend = null,
}: ChatInputProps) {
  const sendable = canSend(value, busy);
  const over = value.trim().length > MESSAGE_MAX_CHARS;

  // Grow with the text up to 160 px, then scroll inside (§5).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text and layout are the triggers.
  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${inputHeight(box.scrollHeight)}px`;
  }, [value, isMobile, textareaRef]);

  return (
    <form
      className="flex min-w-0 flex-1 items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (sendable) onSend();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="chat-input" className="sr-only">
          Your question for Saint Thomas Aquinas
        </label>
        <textarea
          id="chat-input"
          ref={textareaRef}
          value={value}
          rows={inputRows(isMobile)}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (isSendShortcut(e)) {
              e.preventDefault();
              if (sendable) onSend();
            }
          }}
          placeholder={isMobile ? "Ask Saint Thomas..." : "Ask Saint Thomas a question..."}
          aria-describedby="chat-input-hint"
          aria-invalid={over || undefined}
          style={{ maxHeight: INPUT_MAX_HEIGHT_PX }}
          className={cn(
            "block w-full resize-none rounded-xl border border-input bg-card px-4 py-3 text-base leading-6 shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            over && "border-destructive",
          )}
        />
        {over ? (
          <p className="mt-1 text-xs text-destructive" role="alert">
            A message can be at most {MESSAGE_MAX_CHARS.toLocaleString()} characters.
          </p>
        ) : null}
      </div>
      {besideSend}
      <Button
        type="submit"
        size="icon"
        className="size-12 shrink-0 rounded-full"
        disabled={!sendable}
        aria-label="Send message"
      >
        <SendHorizontal className="size-5" aria-hidden="true" />
      </Button>
    </form>
  );
}
