import type { ReaderSearchResult } from "../../common/reader/contract.js";
import type { Outline } from "./outline.js";

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);

const hasAll = (haystack: string[], needles: string[]) =>
  needles.every((n) => haystack.some((w) => w.startsWith(n)));

/**
 * Articles and chapters whose title (or one of whose digest questions) holds every word searched for,
 * each word matching the start of a word: title matches first, the shortest title first.
 */
export function searchOutline(outline: Outline, query: string, limit = 20): ReaderSearchResult[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  const byTitle: ReaderSearchResult[] = [];
  const byAsk: ReaderSearchResult[] = [];
  for (const e of outline.readingOrder) {
    const link = { articleRef: e.articleRef, place: e.place, title: e.title };
    if (hasAll(words(`${e.title} ${e.articleRef}`), wanted)) byTitle.push({ ...link, ask: null });
    else {
      const ask = e.asks.find((a) => hasAll(words(a), wanted));
      if (ask) byAsk.push({ ...link, ask });
    }
  }
  // The title nearest to the words searched for (fewest other words) first; reading order among equals.
  byTitle.sort((a, b) => words(a.title).length - words(b.title).length);
  return [...byTitle, ...byAsk].slice(0, limit);
}
