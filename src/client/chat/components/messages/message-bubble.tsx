import { cn } from "@client/lib/utils";
import { useCreateMaterial } from "@client/materials/components/create-material-context";
import { useTextSize } from "@client/preferences/text-size-provider";
import type { Message } from "@common/conversations/contract";
import { CircleCheck } from "lucide-react";
import { messageRelativeTime } from "../../lib/relative-time";
import { MessageActions } from "./message-actions";
import { PrimarySources } from "./primary-sources";
import { ReplyContent } from "./reply-content";

export interface MessageBubbleProps {
  message: Pick<Message, "id" | "role" | "content" | "citations" | "confidence" | "createdAt">;
  now: Date;
  isMobile: boolean;
  /** A reply still arriving: no sources line or actions yet. */
  streaming?: boolean;
}

function sourcesCited(n: number): string {
  return `${n} primary source${n === 1 ? "" : "s"} cited`;
}

export function MessageBubble({ message, now, isMobile, streaming = false }: MessageBubbleProps) {
  const { textClass } = useTextSize();
  const createMaterial = useCreateMaterial();
  const time = <time dateTime={message.createdAt}>{messageRelativeTime(message.createdAt, now)}</time>;

  if (message.role === "user") {
    return (
      <article
        className="flex justify-end animate-slide-up"
        aria-label="Your message"
        data-testid="user-message"
      >
        <div className="max-w-[85%] sm:max-w-[75%]">
          <div
            className={cn(
              "whitespace-pre-wrap rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-primary-foreground shadow-sm",
              textClass,
            )}
          >
            {message.content}
          </div>
          <p className="mt-1 text-right text-xs text-muted-foreground">{time}</p>
        </div>
      </article>
    );
  }

  const citations = message.citations ?? [];
  return (
    <article
      className="group flex justify-start animate-slide-up"
      aria-label="Reply from Saint Thomas Aquinas"
      data-testid="assistant-message"
    >
      <div className="relative w-full max-w-[92%] sm:max-w-[85%]">
        <div className="rounded-2xl rounded-tl-md border border-border bg-card px-4 py-3.5 shadow-sm sm:px-5">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="font-serif text-sm font-semibold text-gold-strong">Saint Thomas Aquinas</h2>
            {streaming ? null : (
              <MessageActions
                content={message.content}
                citations={message.citations ?? []}
                isMobile={isMobile}
                onCreateMaterials={createMaterial ? () => createMaterial(message) : undefined}
              />
            )}
          </div>
          <div className={cn("text-card-foreground", textClass)}>
            <ReplyContent content={message.content} citations={citations} />
            {streaming ? (
              <span
                className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-gold align-middle"
                aria-hidden="true"
              />
            ) : null}
            {streaming ? null : <PrimarySources citations={citations} />}
          </div>
        </div>
        {streaming ? null : (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 px-1 text-xs text-muted-foreground">
            {time}
            <span aria-hidden="true">·</span>
            <span>{sourcesCited(citations.length)}</span>
            {message.confidence === "low" ? null : (
              <>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1 text-success">
                  <CircleCheck className="size-3.5" aria-hidden="true" /> High confidence match
                </span>
              </>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
