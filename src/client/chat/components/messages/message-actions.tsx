import { Deferred, deferredLoader } from "@client/components/ui/deferred-control";
import type { Citation } from "@common/knowledge-base/citation";
import { MoreHorizontal } from "lucide-react";

/** Shown on hover or keyboard focus of an assistant message; user messages have none (§2, §6). */
export interface MessageActionsProps {
  content: string;
  citations: readonly Citation[];
  isMobile: boolean;
  /** Opens the Create Study Materials dialog for this reply. */
  onCreateMaterials?: () => void;
}

export const MESSAGE_ACTIONS_TRIGGER_CLASS =
  "flex size-8 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity hover:bg-accent hover:text-foreground focus-visible:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 data-[state=open]:opacity-100 [@media(hover:none)]:opacity-100";

const menuLoader = deferredLoader<MessageActionsProps>(() =>
  import("./message-actions-menu").then((m) => m.MessageActionsMenu),
);

/** The reply's actions button; the menu (copy, share, study materials) loads when it is first reached for. */
export function MessageActions(props: MessageActionsProps) {
  return (
    <Deferred
      loader={menuLoader}
      props={props}
      standIn={(handlers) => (
        <button
          type="button"
          className={MESSAGE_ACTIONS_TRIGGER_CLASS}
          aria-label="Message actions"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={handlers.onPointerEnter}
          onFocus={handlers.onFocus}
          onClick={handlers.open}
          onKeyDown={(event) => {
            if (event.key !== "ArrowDown") return;
            event.preventDefault();
            handlers.open();
          }}
        >
          <MoreHorizontal className="size-4" aria-hidden="true" />
        </button>
      )}
    />
  );
}
