import { DIMENSIONS, differingSigns, SIGN_WORDS, signWords } from "./signs.js";

/**
 * The chapter of the Summa contra Gentiles nearest in meaning to an article of the Summa Theologiae: the one whose
 * title and learner questions come nearest to the article's own (decision 036). Both are stored as the signs of
 * their sentences' meanings, so nothing is encoded: two sentences are as near as the share of signs they agree on,
 * and an article is as near to a chapter as its sentences are, on average, to the chapter's nearest ones.
 */

/** Below this nearness no chapter is near enough to be named beside the article. */
export const PARALLEL_NEARNESS = 0.78;

/** How near two sentences' meanings are, from their signs: the cosine their disagreement implies (1: the same). */
function nearness(a: Uint32Array, at: number, b: Uint32Array, bt: number): number {
  return Math.cos((Math.PI * differingSigns(a, at, b, bt)) / DIMENSIONS);
}

/** How near an article's sentences come, on average, to the nearest sentence of another (NaN: no sentences). */
export function articleNearness(article: Uint8Array, other: Uint8Array): number {
  return nearnessOfWords(signWords(article), signWords(other));
}

function nearnessOfWords(a: Uint32Array, b: Uint32Array): number {
  const count = a.length / SIGN_WORDS;
  const others = b.length / SIGN_WORDS;
  if (count === 0 || others === 0) return Number.NaN;
  let total = 0;
  for (let i = 0; i < count; i++) {
    let best = -1;
    for (let k = 0; k < others; k++) best = Math.max(best, nearness(a, i * SIGN_WORDS, b, k * SIGN_WORDS));
    total += best;
  }
  return total / count;
}

/** The chapters' signs as words, made once for each set of stored meanings. */
const chaptersOf = new WeakMap<Map<string, Uint8Array>, { ref: string; words: Uint32Array }[]>();

/** The chapter of the Contra Gentiles nearest in meaning to an article of the Summa, when one is near enough. */
export function nearestChapter(
  articleRef: string,
  meanings: Map<string, Uint8Array>,
): { articleRef: string; nearness: number } | null {
  const signs = meanings.get(articleRef);
  if (!signs || !articleRef.startsWith("ST ")) return null;
  let chapters = chaptersOf.get(meanings);
  if (!chapters) {
    chapters = [...meanings]
      .filter(([ref]) => ref.startsWith("SCG "))
      .map(([ref, s]) => ({ ref, words: signWords(s) }));
    chaptersOf.set(meanings, chapters);
  }
  const article = signWords(signs);
  let best: { articleRef: string; nearness: number } | null = null;
  for (const chapter of chapters) {
    const near = nearnessOfWords(article, chapter.words);
    if (near >= PARALLEL_NEARNESS && (!best || near > best.nearness))
      best = { articleRef: chapter.ref, nearness: near };
  }
  return best;
}
