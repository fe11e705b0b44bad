import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import type { EducationLevel } from "@common/education/levels";
import { ChevronDown, Lightbulb, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useFollowUps } from "../../api/suggestions";
import { type ContextMessage, followUpSuggestions, openingSuggestions } from "../../lib/suggestions/engine";
import { loadUsed, rememberUsed, saveUsed } from "../../lib/suggestions/used-suggestions";

export interface SuggestionsPanelProps {
  level: EducationLevel;
  messages: readonly ContextMessage[];
  /** How many replies the conversation holds; each new one folds the panel again (§4). */
  replyCount: number;
  conversationId: string | undefined;
  lastReplyId: string | null;
  onPick: (question: string) => void;
}

function storage(): Storage | undefined {
  return typeof window === "undefined" ? undefined : window.localStorage;
}

export function SuggestionsPanel(props: SuggestionsPanelProps) {
  const { level, messages, replyCount, conversationId, lastReplyId, onPick } = props;
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const panelId = useId();
  const fromArticles = useFollowUps(conversationId, replyCount > 0 ? lastReplyId : null, round);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reply is the trigger.
  useEffect(() => {
    setOpen(false);
    setRound(0);
  }, [replyCount]);

  // The draw follows what the last messages say, not the array that holds them: a list that arrives again
  // with the same messages (the conversation loading) must not reshuffle the questions under the pointer.
  const recentKey = JSON.stringify(messages.slice(-3));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a fresh draw.
  const fallback = useMemo(() => {
    const recent = JSON.parse(recentKey) as ContextMessage[];
    const used = loadUsed(storage());
    const result =
      replyCount === 0 ? openingSuggestions(level, used) : followUpSuggestions(recent, level, used);
    if (result.used.length !== used.length) saveUsed(storage(), result.used);
    return result.questions;
  }, [level, recentKey, replyCount, round]);
  // After a reply, the questions its articles answer; the general banks only while they are on their way
  // or when the reply cited no article.
  const drawn = fromArticles.data?.questions ?? [];
  const questions = replyCount === 0 || (!fromArticles.isLoading && drawn.length === 0) ? fallback : drawn;

  const pick = useCallback(
    (question: string) => {
      saveUsed(storage(), rememberUsed(loadUsed(storage()), question));
      onPick(question);
    },
    [onPick],
  );

  return (
    <div className="rounded-lg border border-border/80 bg-card/70">
      <div className="flex items-center gap-1 pr-1">
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={panelId}
          className="flex flex-1 items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium"
        >
          <Lightbulb className="size-4 text-gold-strong" aria-hidden="true" />
          Suggested Questions
          <ChevronDown
            className={cn("ml-auto size-4 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={() => {
            setRound((r) => r + 1);
            setOpen(true);
          }}
          aria-label="Refresh suggestions"
        >
          <RefreshCw aria-hidden="true" />
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="px-2 pb-2">
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {questions.map((q) => (
            <li key={q}>
              <button
                type="button"
                onClick={() => pick(q)}
                className="h-full w-full rounded-md border border-gold/30 bg-background/70 px-3 py-2 text-left text-sm leading-snug transition-colors hover:border-gold hover:bg-gold-soft/60"
                data-testid="suggestion"
              >
                {q}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
