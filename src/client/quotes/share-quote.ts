import type { Quote } from "@common/quotes/contract";

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export const SHARE_TITLE = "A quotation from Saint Thomas Aquinas";

export function quoteShareText(quote: Pick<Quote, "quote" | "source">): string {
  return `“${quote.quote}” — Saint Thomas Aquinas, ${quote.source}`;
}

type ShareCapableNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, "writeText">;
};

/**
 * Uses the device's share sheet with a title and text when there is one; otherwise, and when sharing
 * fails, copies the quotation and its source. A learner closing the share sheet is not a failure.
 */
export async function shareQuote(
  quote: Pick<Quote, "quote" | "source">,
  nav: ShareCapableNavigator = navigator,
): Promise<ShareOutcome> {
  const text = quoteShareText(quote);
  if (typeof nav.share === "function") {
    try {
      await nav.share({ title: SHARE_TITLE, text });
      return "shared";
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    if (!nav.clipboard) return "failed";
    await nav.clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}
