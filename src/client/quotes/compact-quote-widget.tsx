import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/utils";
import type { EducationLevel } from "@common/education/level-catalogue";
import { useId } from "react";
import { LatinToggle, QuoteActions, QuoteError, QuoteSpinner } from "./quote-parts";
import { useQuoteWidget } from "./use-quote-widget";

/** A small quote of the day for the chat sidebar; the explanation sits behind a disclosure. */
export function CompactQuoteWidget({
  level = "college",
  className,
}: {
  level?: EducationLevel;
  className?: string;
}) {
  const { query, quote, refreshing, refresh, share, showLatin, toggleLatin } = useQuoteWidget();
  const titleId = useId();
  const latinId = useId();

  return (
    <section
      aria-labelledby={titleId}
      data-testid="compact-quote-widget"
      className={cn("rounded-xl border border-gold/40 bg-card p-4 text-card-foreground", className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id={titleId}
          className="font-sans text-[0.7rem] font-semibold uppercase tracking-[0.18em] text-gold-strong"
        >
          Quote of the Day
        </h2>
        <QuoteActions
          compact
          refreshing={refreshing}
          disabled={!quote}
          onRefresh={refresh}
          onShare={() => void share()}
        />
      </div>
      {query.isPending ? (
        <div className="mt-2 space-y-2" aria-busy="true">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ) : query.isError || !quote ? (
        <QuoteError compact onRetry={() => void query.refetch()} />
      ) : refreshing ? (
        <QuoteSpinner className="min-h-24" />
      ) : (
        <div className="animate-fade-in" aria-live="polite">
          <figure className="mt-2">
            <blockquote className="font-serif text-base leading-snug italic">
              <p data-testid="quote-text">“{quote.quote}”</p>
            </blockquote>
            <figcaption className="mt-2 text-xs text-muted-foreground">
              <cite className="not-italic">{quote.source}</cite>
            </figcaption>
          </figure>
          <LatinToggle compact quote={quote} open={showLatin} onToggle={toggleLatin} id={latinId} />
          <details className="mt-2 text-xs">
            <summary className="cursor-pointer rounded-sm font-medium text-gold-strong">
              What does it mean?
            </summary>
            <p className="mt-1.5 leading-relaxed text-muted-foreground">{quote.explanations[level]}</p>
          </details>
        </div>
      )}
    </section>
  );
}
