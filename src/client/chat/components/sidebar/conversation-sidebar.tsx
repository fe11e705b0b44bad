import { FOCUS_MAIN_STATE } from "@client/components/layout/focus-main";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/components/ui/use-toast";
import type { ConversationListItem } from "@common/conversations/contract";
import { BookMarked, Home, Landmark, MessageSquarePlus, Search, ShieldCheck, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { forgetConversation, useDeleteConversation } from "../../api/conversations";
import { filterConversations } from "../../lib/search";
import { useNow } from "../../state/use-now";
import { useRovingFocus } from "../../state/use-roving-focus";
import { LazyConfirmDialog } from "../shared/lazy-confirm-dialog";
import { ConversationItem } from "./conversation-item";
import { LoadMore } from "./load-more";

export interface ConversationSidebarProps {
  conversations: ConversationListItem[] | undefined;
  loading: boolean;
  /** Older conversations remain on the server. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  activeId: string | undefined;
  isMobile: boolean;
  onNewConversation: () => void;
  onNavigate: () => void;
  onClose: () => void;
  /** Desktop-only extras: the Major Works list and the compact quote. */
  extras?: ReactNode;
}

const navLinkClass =
  "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-foreground/90 transition-colors hover:bg-accent hover:text-accent-foreground";

export function ConversationSidebar(props: ConversationSidebarProps) {
  const { conversations, loading, activeId, isMobile, onNewConversation, onNavigate, onClose, extras } =
    props;
  const { hasMore = false, loadingMore = false, onLoadMore } = props;
  const [query, setQuery] = useState("");
  const [toDelete, setToDelete] = useState<ConversationListItem | null>(null);
  const remove = useDeleteConversation();
  const navigate = useNavigate();
  const now = useNow();
  const shown = filterConversations(conversations ?? [], query);
  const roving = useRovingFocus(
    shown.length,
    shown.findIndex((c) => c.id === activeId),
  );

  const confirmDelete = () => {
    const target = toDelete;
    setToDelete(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: "Success", description: "Conversation deleted" });
        // The home page, with focus on its main content: the delete button went with the chat screen.
        navigate("/", { state: FOCUS_MAIN_STATE });
        // After the chat screen has unmounted, so nothing refetches the deleted conversation.
        setTimeout(() => forgetConversation(target.id), 0);
      },
      onError: () =>
        toast({ title: "Error", description: "Failed to delete conversation", variant: "destructive" }),
    });
  };

  return (
    <div className="flex h-full flex-col overflow-y-auto">
      <div className="flex items-center justify-between gap-2 px-4 pt-4 md:hidden">
        <h2 className="font-serif text-xl font-semibold">Conversations</h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close conversations">
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="space-y-3 p-4">
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search conversations..."
            aria-label="Search conversations"
            className="pl-9"
          />
        </div>
        <nav aria-label="Chat navigation" className="space-y-0.5">
          <Link to="/" className={navLinkClass} onClick={onNavigate}>
            <Home className="size-4 text-muted-foreground" aria-hidden="true" /> Home Page
          </Link>
          <Button variant="gold" className="my-1.5 w-full justify-start" onClick={onNewConversation}>
            <MessageSquarePlus aria-hidden="true" /> New Conversation
          </Button>
          <Link to="/debates" className={navLinkClass} onClick={onNavigate}>
            <Landmark className="size-4 text-muted-foreground" aria-hidden="true" /> Philosophical Debates
          </Link>
          <Link to="/materials" className={navLinkClass} onClick={onNavigate}>
            <BookMarked className="size-4 text-muted-foreground" aria-hidden="true" /> Saved Materials
          </Link>
          <Link to="/your-data" className={navLinkClass} onClick={onNavigate}>
            <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" /> Your Data
          </Link>
        </nav>
      </div>
      <div className="rule-gilt mx-4" />
      <section aria-labelledby="recent-heading" className="flex flex-1 flex-col">
        <h2
          id="recent-heading"
          className="px-5 pb-1 pt-4 text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground"
        >
          Recent Conversations
        </h2>
        <p id="recent-keys" className="sr-only">
          Use the up and down arrow keys to move between conversations, the right arrow to reach its delete
          button, and Delete to delete it.
        </p>
        <div className="flex-1 px-2 pb-3">
          {loading ? (
            <div className="space-y-2 px-2 pt-2" data-testid="conversation-skeletons">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : shown.length === 0 ? (
            <div className="px-3 py-6 text-center text-sm">
              {conversations && conversations.length > 0 ? (
                <p className="text-muted-foreground">No conversations match "{query.trim()}"</p>
              ) : (
                <>
                  <p className="font-medium">No conversations yet</p>
                  <p className="mt-1 text-muted-foreground">Start a new conversation to begin</p>
                </>
              )}
            </div>
          ) : (
            <ul
              ref={roving.listRef}
              onKeyDown={roving.onKeyDown}
              className="space-y-0.5"
              aria-label="Recent conversations"
              aria-describedby="recent-keys"
            >
              {shown.map((c, i) => (
                <ConversationItem
                  key={c.id}
                  conversation={c}
                  active={c.id === activeId}
                  now={now}
                  onSelect={onNavigate}
                  onDelete={() => setToDelete(c)}
                  rovingProps={roving.itemProps(i)}
                />
              ))}
            </ul>
          )}
          {!loading && hasMore && onLoadMore ? (
            <LoadMore loading={loadingMore} onLoadMore={onLoadMore} />
          ) : null}
        </div>
        {!isMobile && extras ? <div className="space-y-4 border-t p-4">{extras}</div> : null}
      </section>
      <LazyConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this conversation?"
        description={`"${toDelete?.title ?? ""}" and all its messages will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
