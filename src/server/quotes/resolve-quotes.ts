import { quoteSource } from "../../common/quotes/catalogue.js";
import type { Quote } from "../../common/quotes/contract.js";
import { extractExcerpt } from "../../common/quotes/excerpt.js";
import type { QuoteCatalogueEntry } from "../../common/quotes/types.js";

/** An English passage with the Latin rows that translate it. */
export interface PassageWithLatin {
  reference: string;
  title: string;
  content: string;
  latin: string[];
}

export interface ResolvedQuotes {
  quotes: Quote[];
  /** Catalogue ids whose passage or excerpt bounds were not found, with the reason. */
  missing: { id: string; reason: string }[];
}

/** Cuts each catalogue entry's excerpt out of its passage; entries that do not resolve are reported, not guessed. */
export function resolveQuotes(
  catalogue: readonly QuoteCatalogueEntry[],
  passages: readonly PassageWithLatin[],
): ResolvedQuotes {
  const byReference = new Map(passages.map((p) => [p.reference, p]));
  const quotes: Quote[] = [];
  const missing: ResolvedQuotes["missing"] = [];
  for (const entry of catalogue) {
    const passage = byReference.get(entry.reference);
    if (!passage) {
      missing.push({ id: entry.id, reason: `no English passage at ${entry.reference}` });
      continue;
    }
    const quote = extractExcerpt(passage.content, entry.english);
    if (!quote) {
      missing.push({ id: entry.id, reason: `excerpt bounds not found in ${entry.reference}` });
      continue;
    }
    const latin = passage.latin
      .map((text) => extractExcerpt(text, entry.latin))
      .find((text) => text !== null);
    quotes.push({
      id: entry.id,
      quote,
      source: quoteSource(entry.reference),
      reference: entry.reference,
      articleTitle: passage.title,
      context: entry.context,
      theme: entry.theme,
      explanations: entry.explanations,
      latin: latin ?? null,
    });
  }
  return { quotes, missing };
}
