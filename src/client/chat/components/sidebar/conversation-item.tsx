import { cn } from "@client/lib/utils";
import type { ConversationListItem } from "@common/conversations/contract";
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { RECENCY_LABELS, recencyOf } from "../../lib/recency";
import { sidebarRelativeTime } from "../../lib/relative-time";

const DOT_CLASSES = {
  gold: "bg-gold",
  blue: "bg-sky-600 dark:bg-sky-400",
  gray: "bg-stone-400 dark:bg-stone-500",
} as const;

export interface ConversationItemProps {
  conversation: ConversationListItem;
  active: boolean;
  now: Date;
  onSelect: () => void;
  onDelete: () => void;
  /** The list's roving focus: one tab stop for all conversations, arrow keys between them. */
  rovingProps: { tabIndex: number; "data-roving-item": string; onFocus: () => void };
}

export function ConversationItem({
  conversation,
  active,
  now,
  onSelect,
  onDelete,
  rovingProps,
}: ConversationItemProps) {
  const recency = recencyOf(conversation.updatedAt, now);
  return (
    <li
      className={cn(
        "group relative flex items-center rounded-lg transition-colors",
        active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
      )}
      data-testid="conversation-item"
    >
      <Link
        to={`/chat/${conversation.id}`}
        onClick={onSelect}
        aria-current={active ? "page" : undefined}
        {...rovingProps}
        className="flex min-w-0 flex-1 items-start gap-2.5 rounded-lg py-2.5 pl-3 pr-10"
      >
        <span
          className={cn("mt-1.5 size-2 shrink-0 rounded-full", DOT_CLASSES[recency])}
          title={RECENCY_LABELS[recency]}
          data-recency={recency}
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{conversation.title}</span>
          <span className="block text-xs text-muted-foreground">
            {sidebarRelativeTime(conversation.updatedAt, now)}
            <span className="sr-only">. {RECENCY_LABELS[recency]}</span>
          </span>
        </span>
      </Link>
      <button
        type="button"
        onClick={onDelete}
        tabIndex={-1}
        data-roving-secondary=""
        aria-label={`Delete conversation: ${conversation.title}`}
        className="absolute right-1.5 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground opacity-100 transition hover:bg-destructive/10 hover:text-destructive focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
