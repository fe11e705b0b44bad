import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import type { Quote } from "@common/quotes/contract";
import { Languages, Loader2, RefreshCw, Share2 } from "lucide-react";

/** Refresh and share buttons used by both widget variants. */
export function QuoteActions({
  refreshing,
  disabled,
  onRefresh,
  onShare,
  compact = false,
}: {
  refreshing: boolean;
  disabled: boolean;
  onRefresh: () => void;
  onShare: () => void;
  compact?: boolean;
}) {
  const size = compact ? "size-8" : undefined;
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        className={size}
        onClick={onRefresh}
        disabled={disabled || refreshing}
        aria-label="Show another quote"
        title="Show another quote"
      >
        <RefreshCw className={cn(refreshing && "animate-spin")} aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={size}
        onClick={onShare}
        disabled={disabled}
        aria-label="Share this quote"
        title="Share this quote"
      >
        <Share2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export function QuoteSpinner({ className }: { className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center", className)}>
      <Loader2 className="size-7 animate-spin text-gold-strong" aria-hidden="true" />
      <span className="sr-only">Loading another quote</span>
    </div>
  );
}

/** The Show/Hide Original Latin toggle and, when open, the Latin text itself. */
export function LatinToggle({
  quote,
  open,
  onToggle,
  id,
  compact = false,
}: {
  quote: Quote;
  open: boolean;
  onToggle: () => void;
  id: string;
  compact?: boolean;
}) {
  if (!quote.latin) return null;
  return (
    <div className={compact ? "mt-2" : "mt-4"}>
      <Button
        variant="link"
        size="sm"
        className={cn("h-auto px-0 text-gold-strong", compact && "text-xs")}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        <Languages aria-hidden="true" />
        {open ? "Hide Original Latin" : "Show Original Latin"}
      </Button>
      {open ? (
        <p
          id={id}
          lang="la"
          className={cn(
            "mt-2 animate-fade-in border-l-2 border-gold pl-4 font-serif italic text-muted-foreground",
            compact ? "text-sm" : "text-lg leading-relaxed",
          )}
        >
          {quote.latin}
        </p>
      ) : null}
    </div>
  );
}

export function QuoteError({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  return (
    <div className={cn("space-y-3 text-muted-foreground", compact ? "text-xs" : "py-6 text-sm")}>
      <p>Today's quotation could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
