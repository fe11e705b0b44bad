import { DIMENSIONS, SIGN_BYTES } from "./signs.js";

/**
 * The chapter of the Summa contra Gentiles nearest in meaning to an article of the Summa Theologiae: the one whose
 * title and learner questions come nearest to the article's own (decision 036). Both are stored as the signs of
 * their sentences' meanings, so nothing is encoded: two sentences are as near as the share of signs they agree on,
 * and an article is as near to a chapter as its sentences are, on average, to the chapter's nearest ones.
 */

/** Below this nearness no chapter is near enough to be named beside the article. */
export const PARALLEL_NEARNESS = 0.78;

const WORDS = SIGN_BYTES / 4;

/** The bits set in a 32-bit number. */
function bits(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** An article's sentences' signs as 32-bit words (copied: the stored bytes need not be aligned). */
function asWords(signs: Uint8Array): Uint32Array {
  const words = new Uint32Array(Math.floor(signs.length / SIGN_BYTES) * WORDS);
  new Uint8Array(words.buffer).set(signs.subarray(0, words.length * 4));
  return words;
}

/** How near two sentences' meanings are, from their signs: the cosine their disagreement implies (1: the same). */
function nearness(a: Uint32Array, at: number, b: Uint32Array, bt: number): number {
  let differing = 0;
  for (let j = 0; j < WORDS; j++) differing += bits(((a[at + j] as number) ^ (b[bt + j] as number)) >>> 0);
  return Math.cos((Math.PI * differing) / DIMENSIONS);
}

/** How near an article's sentences come, on average, to the nearest sentence of another (NaN: no sentences). */
export function articleNearness(article: Uint8Array, other: Uint8Array): number {
  return nearnessOfWords(asWords(article), asWords(other));
}

function nearnessOfWords(a: Uint32Array, b: Uint32Array): number {
  const count = a.length / WORDS;
  const others = b.length / WORDS;
  if (count === 0 || others === 0) return Number.NaN;
  let total = 0;
  for (let i = 0; i < count; i++) {
    let best = -1;
    for (let k = 0; k < others; k++) best = Math.max(best, nearness(a, i * WORDS, b, k * WORDS));
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
      .map(([ref, s]) => ({ ref, words: asWords(s) }));
    chaptersOf.set(meanings, chapters);
  }
  const article = asWords(signs);
  let best: { articleRef: string; nearness: number } | null = null;
  for (const chapter of chapters) {
    const near = nearnessOfWords(article, chapter.words);
    if (near >= PARALLEL_NEARNESS && (!best || near > best.nearness))
      best = { articleRef: chapter.ref, nearness: near };
  }
  return best;
}
