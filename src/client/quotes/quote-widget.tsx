import { Badge } from "@client/components/ui/badge";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/utils";
import { EDUCATION_LEVEL_INFO, type EducationLevel } from "@common/education/level-catalogue";
import { useId } from "react";
import { LatinToggle, QuoteActions, QuoteError, QuoteSpinner } from "./quote-parts";
import { useQuoteWidget } from "./use-quote-widget";

/** The quote of the day with its source, an explanation at `level`, the Latin and share. */
export function QuoteWidget({
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
      data-testid="quote-widget"
      className={cn(
        "relative overflow-hidden rounded-2xl border border-gold/40 bg-card text-card-foreground shadow-xl shadow-navy/10",
        className,
      )}
    >
      <div className="h-1 bg-linear-to-r from-transparent via-gold to-transparent" aria-hidden="true" />
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              id={titleId}
              className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-strong"
            >
              Quote of the Day
            </h2>
            {quote && !refreshing ? <Badge variant="gold">{quote.theme}</Badge> : null}
          </div>
          <QuoteActions
            refreshing={refreshing}
            disabled={!quote}
            onRefresh={refresh}
            onShare={() => void share()}
          />
        </div>

        {query.isPending ? (
          <div className="mt-5 space-y-3" aria-busy="true">
            <Skeleton className="h-7 w-full" />
            <Skeleton className="h-7 w-5/6" />
            <Skeleton className="h-4 w-1/2" />
            <span className="sr-only">Loading the quote of the day</span>
          </div>
        ) : query.isError || !quote ? (
          <QuoteError onRetry={() => void query.refetch()} />
        ) : refreshing ? (
          <QuoteSpinner className="min-h-56" />
        ) : (
          <div className="animate-fade-in" aria-live="polite">
            <figure className="mt-5">
              <blockquote className="relative font-serif text-xl leading-snug text-foreground sm:text-2xl lg:text-[1.65rem]">
                <span
                  className="pointer-events-none absolute -left-2 -top-6 select-none font-serif text-7xl leading-none text-gold/30"
                  aria-hidden="true"
                >
                  “
                </span>
                <p data-testid="quote-text" className="relative">
                  {quote.quote}
                </p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">Saint Thomas Aquinas</span>,{" "}
                <cite className="not-italic text-muted-foreground">{quote.source}</cite>
                <span className="mt-0.5 block font-serif text-base italic text-muted-foreground">
                  {quote.articleTitle}
                </span>
              </figcaption>
            </figure>

            <LatinToggle quote={quote} open={showLatin} onToggle={toggleLatin} id={latinId} />

            <div className="mt-5 rounded-lg border border-border/70 bg-muted/60 p-4">
              <h3 className="font-sans text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                Explanation · {EDUCATION_LEVEL_INFO[level].label} level
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed">{quote.explanations[level]}</p>
              <details className="group mt-3 text-sm">
                <summary className="cursor-pointer rounded-sm font-medium text-gold-strong">
                  About this passage
                </summary>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{quote.context}</p>
              </details>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
