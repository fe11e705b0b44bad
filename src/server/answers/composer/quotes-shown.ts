import { occursInPassage } from "../guard/normalise.js";
import { findQuotes } from "../guard/quotes.js";
import { referenceAllowed, referencesIn } from "../guard/references.js";
import type { SourceText } from "../types.js";

/**
 * Whether every quotation in a text of the reply's own (a digest's example: "…as St Paul says, 'If any man have
 * not care of his own…' (1 Tim. 5:8)") stands word for word in one of the passages at hand, or in its Latin: the
 * guard strikes any that does not, so the composer leaves such a text out instead.
 */
export function quotesShown(text: string, sources: SourceText[]): boolean {
  return findQuotes(text).every((q) => sources.some((s) => occursInPassage(q.inner, s)));
}

/**
 * A digest's wording with any reference in brackets that the passages at hand cannot show left out ("…and by the
 * solicitude for wife, children, and goods (1 Cor. 7:32-33)" when no passage cites that verse so): the guard
 * would strike the whole sentence for it, and the sentence is the digest's plain answer, not the reference's.
 */
export function withShownReferences(text: string, sources: SourceText[]): string {
  return text.replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => {
    const refs = referencesIn(inner);
    return refs.length > 0 && !refs.every((r) => referenceAllowed(r.ref, sources)) ? "" : whole;
  });
}
