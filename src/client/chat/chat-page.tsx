import { SiteHeader } from "@client/components/layout/site-header";
import { useOpenedOnce } from "@client/components/ui/use-opened-once";
import { toast } from "@client/components/ui/use-toast";
import { httpStatusOf } from "@client/lib/query-client";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { CreateMaterialContext } from "@client/materials/components/create-material-context";
import type { MaterialSourceMessage } from "@client/materials/components/create-material-dialog";
import { CompactQuoteWidget } from "@client/quotes/compact-quote-widget";
import { conversationContext } from "@common/comparison/context";
import type { Citation } from "@common/knowledge-base/citation";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { createConversation, useClearConversation, useConversation } from "./api/conversations";
import { CHAT_QUESTION_PARAM } from "./chat-links";
import { ChatHeader } from "./components/header/chat-header";
import { InputArea } from "./components/input/input-area";
import { ConversationGone } from "./components/messages/conversation-gone";
import { MessageList } from "./components/messages/message-list";
import { PassageViewerContext } from "./components/messages/passage-viewer-context";
import { LazyConfirmDialog } from "./components/shared/lazy-confirm-dialog";
import { SkipLinks } from "./components/shared/skip-links";
import { PanelOverlay, SlidePanel } from "./components/shared/slide-panel";
import { ConversationSidebar } from "./components/sidebar/conversation-sidebar";
import { MajorWorks } from "./components/sidebar/major-works";
import { SourcesPanel } from "./components/sources/sources-panel";
import { SOURCES_DOCKED_QUERY } from "./lib/layout";
import { distinctSourceCount } from "./lib/sources";
import { useChatPreferences } from "./state/use-chat-preferences";
import { useChatSession } from "./state/use-chat-session";
import { useIsMobile, useMediaQuery } from "./state/use-media-query";

// The dialogs load when first opened: none of them is on screen when the page first shows.
const PassageDialog = lazy(() =>
  import("./components/passage/passage-dialog").then((m) => ({ default: m.PassageDialog })),
);
const ComparisonDialog = lazy(() =>
  import("@client/comparison/comparison-dialog").then((m) => ({ default: m.ComparisonDialog })),
);
const CreateMaterialDialog = lazy(() =>
  import("@client/materials/components/create-material-dialog").then((m) => ({
    default: m.CreateMaterialDialog,
  })),
);

type OpenPanel = "none" | "sidebar" | "sources";

/** The tab's title: the conversation's own, or what the page is while none is open. */
function chatTitle(conversationId: string | undefined, gone: boolean, title: string | undefined): string {
  if (gone) return "Conversation not found";
  if (conversationId && title) return `${title} · Chat`;
  return "Chat with Saint Thomas Aquinas";
}

/** The chat screen (§2): conversation sidebar, chat area and sources panel. */
export function ChatPage() {
  const { conversationId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const sourcesDocked = useMediaQuery(SOURCES_DOCKED_QUERY);
  const prefs = useChatPreferences();
  const session = useChatSession(conversationId, prefs);
  const conversation = useConversation(conversationId);
  const clear = useClearConversation();
  const [input, setInput] = useState(() => searchParams.get(CHAT_QUESTION_PARAM) ?? "");
  const [panel, setPanel] = useState<OpenPanel>("none");
  const [passage, setPassage] = useState<Citation | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [materialFor, setMaterialFor] = useState<MaterialSourceMessage | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const passageLoaded = useOpenedOnce(passage !== null);
  const comparisonLoaded = useOpenedOnce(comparing);
  const materialLoaded = useOpenedOnce(materialFor !== null);
  const gone = session.gone || httpStatusOf(conversation.error) === 404;
  useDocumentTitle(chatTitle(conversationId, gone, conversation.data?.title));

  // A question carried in from another page waits in the box; the address is tidied once read.
  useEffect(() => {
    if (!searchParams.has(CHAT_QUESTION_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(CHAT_QUESTION_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  useEffect(() => {
    if (panel === "none") return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setPanel("none");
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [panel]);

  const closePanels = useCallback(() => setPanel("none"), []);
  const messages = session.messages;
  const sourceCount = useMemo(() => distinctSourceCount(messages), [messages]);
  const lastReply = useMemo(() => messages.findLast((m) => m.role === "assistant") ?? null, [messages]);
  const contextMessages = useMemo(
    () => messages.map((m) => ({ role: m.role, content: m.content })),
    [messages],
  );

  const send = async () => {
    const text = input;
    setInput("");
    const outcome = await session.send(text);
    // §4: on failure the optimistic message is gone and the typed text comes back.
    if (outcome !== "sent") setInput((current) => current || text);
  };

  const newConversation = async () => {
    closePanels();
    try {
      const created = await createConversation();
      navigate(`/chat/${created.id}`);
    } catch {
      toast({ title: "Error", description: "Failed to create new conversation", variant: "destructive" });
    }
  };

  const clearChat = () => {
    setConfirmClear(false);
    if (!conversationId) return;
    clear.mutate(conversationId, {
      onSuccess: () => {
        toast({ title: "Chat cleared", description: "The messages of this conversation were removed." });
        // The Clear button is disabled now the chat is empty: focus goes to the question box.
        textareaRef.current?.focus();
      },
      onError: () =>
        toast({ title: "Error", description: "Failed to clear the conversation.", variant: "destructive" }),
    });
  };

  return (
    <PassageViewerContext.Provider value={setPassage}>
      <CreateMaterialContext.Provider value={setMaterialFor}>
        <div className="flex h-dvh flex-col bg-background">
          <SkipLinks />
          <SiteHeader hideStart />
          <div className="relative flex min-h-0 flex-1">
            <SlidePanel
              side="left"
              label="Conversations"
              docked={!isMobile}
              open={panel === "sidebar"}
              className="md:w-72"
              testId="chat-sidebar"
            >
              <ConversationSidebar
                conversations={session.list.conversations}
                loading={session.list.isPending}
                hasMore={session.list.hasNextPage}
                loadingMore={session.list.isFetchingNextPage}
                onLoadMore={() => void session.list.fetchNextPage()}
                activeId={conversationId}
                isMobile={isMobile}
                onNewConversation={() => void newConversation()}
                onNavigate={closePanels}
                onClose={closePanels}
                extras={
                  <>
                    <MajorWorks />
                    <CompactQuoteWidget level={prefs.level} />
                  </>
                }
              />
            </SlidePanel>
            <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
              <ChatHeader
                prefs={prefs}
                isMobile={isMobile}
                sourcesUndocked={!sourcesDocked}
                sourceCount={sourceCount}
                canClear={Boolean(conversationId) && messages.length > 0 && !session.busy}
                onOpenSidebar={() => setPanel("sidebar")}
                onOpenSources={() => setPanel("sources")}
                onClear={() => setConfirmClear(true)}
                canCreateMaterials={lastReply !== null && !session.busy}
                onStudyMaterials={() => lastReply && setMaterialFor(lastReply)}
                onCompare={() => setComparing(true)}
              />
              {gone ? (
                <ConversationGone onStartNew={() => void newConversation()} hasDraft={input.trim() !== ""} />
              ) : (
                <MessageList
                  messages={messages}
                  loadingMessages={session.messagesLoading}
                  waiting={session.phase === "sending" || session.phase === "streaming"}
                  draft={session.draft}
                  simplifying={session.phase === "simplifying"}
                  isMobile={isMobile}
                />
              )}
              <InputArea
                value={input}
                onChange={setInput}
                onSend={() => void send()}
                busy={session.busy}
                simplifying={session.phase === "simplifying"}
                onSimplify={() => void session.simplify()}
                level={prefs.level}
                messages={contextMessages}
                conversationId={conversationId}
                lastReplyId={lastReply && !lastReply.id.startsWith("temp-") ? lastReply.id : null}
                isMobile={isMobile}
                textareaRef={textareaRef}
              />
            </main>
            <SlidePanel
              side="right"
              label="Source Materials"
              docked={sourcesDocked}
              open={panel === "sources"}
              className="lg:w-80"
              testId="sources-panel"
            >
              <SourcesPanel
                conversationId={conversationId}
                title={conversation.data?.title ?? "Conversation"}
                messages={messages}
                showClose={!sourcesDocked}
                onClose={closePanels}
              />
            </SlidePanel>
            <PanelOverlay visible={panel !== "none"} onClose={closePanels} />
          </div>
          <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="reply-announcer">
            {session.announcement}
          </div>
          <Suspense fallback={null}>
            {passageLoaded ? <PassageDialog citation={passage} onClose={() => setPassage(null)} /> : null}
            {comparisonLoaded ? (
              <ComparisonDialog
                open={comparing}
                onOpenChange={setComparing}
                context={conversationContext(contextMessages)}
                conversationId={conversationId}
                onAdded={(id) => id !== conversationId && navigate(`/chat/${id}`)}
              />
            ) : null}
            {materialLoaded ? (
              <CreateMaterialDialog
                message={materialFor}
                conversationId={conversationId ?? null}
                level={prefs.level}
                isMobile={isMobile}
                onClose={() => setMaterialFor(null)}
              />
            ) : null}
          </Suspense>
          <LazyConfirmDialog
            open={confirmClear}
            onOpenChange={setConfirmClear}
            title="Clear this chat?"
            description="All messages in this conversation will be removed. The conversation itself stays in your list."
            confirmLabel="Clear chat"
            onConfirm={clearChat}
            // Once cleared, the Clear button is disabled: focus goes to the empty chat's question box.
            fallbackFocus={() => textareaRef.current}
          />
        </div>
      </CreateMaterialContext.Provider>
    </PassageViewerContext.Provider>
  );
}
