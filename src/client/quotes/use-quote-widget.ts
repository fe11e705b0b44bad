import { toast } from "@client/components/ui/use-toast";
import { quoteOfTheDayIndex, randomOtherIndex } from "@common/quotes/quote-of-the-day";
import { useCallback, useEffect, useRef, useState } from "react";
import { shareQuote } from "./share-quote";
import { useQuotes } from "./use-quotes";

/** How long the refresh spinner shows before the next quotation appears. */
export const QUOTE_REFRESH_DELAY_MS = 300;

/** State shared by the full and compact quote widgets. */
export function useQuoteWidget() {
  const query = useQuotes();
  const quotes = query.data ?? [];
  const [index, setIndex] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [showLatin, setShowLatin] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const count = quotes.length;
  const current = index ?? quoteOfTheDayIndex(new Date(), count);
  const quote = count > 0 ? quotes[current % count] : undefined;

  const refresh = useCallback(() => {
    if (count === 0 || timer.current) return;
    setRefreshing(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setIndex(randomOtherIndex(current, count));
      setRefreshing(false);
    }, QUOTE_REFRESH_DELAY_MS);
  }, [count, current]);

  const share = useCallback(async () => {
    if (!quote) return;
    const outcome = await shareQuote(quote);
    if (outcome === "copied")
      toast({ title: "Copied!", description: "The quotation and its source are on your clipboard." });
    if (outcome === "failed")
      toast({
        title: "Share failed",
        description: "Unable to share or copy the quotation.",
        variant: "destructive",
      });
  }, [quote]);

  return {
    query,
    quote,
    refreshing,
    refresh,
    share,
    showLatin,
    toggleLatin: () => setShowLatin((value) => !value),
  };
}
