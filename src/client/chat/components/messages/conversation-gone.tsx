import { Button } from "@client/components/ui/button";
import { MessageSquarePlus } from "lucide-react";

/** A deleted or unknown conversation: said plainly, with a way on; the typed question stays in the box. */
export function ConversationGone({ onStartNew, hasDraft }: { onStartNew: () => void; hasDraft: boolean }) {
  return (
    <section
      aria-labelledby="conversation-gone-heading"
      className="flex min-h-0 flex-1 items-center justify-center bg-parchment px-4"
      data-testid="conversation-gone"
    >
      <div className="max-w-md rounded-xl border border-gold/40 bg-card px-6 py-8 text-center shadow-sm">
        <h2 id="conversation-gone-heading" className="font-serif text-xl font-semibold">
          This conversation no longer exists
        </h2>
        <p className="mt-2 text-sm text-muted-foreground" role="status">
          It was deleted, or the address is wrong.
          {hasDraft ? " Your question is still in the box below." : ""}
        </p>
        <Button variant="gold" className="mt-5" onClick={onStartNew}>
          <MessageSquarePlus aria-hidden="true" /> Start a new conversation
        </Button>
      </div>
    </section>
  );
}
