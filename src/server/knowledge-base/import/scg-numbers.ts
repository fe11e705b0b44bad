/**
 * Rickaby's chapter records name the Latin chapters they cover: "13", "32, 35" (exactly those two: he
 * interleaves an objections chapter with its replies) or "41–45" (a range). In Book III his numbering runs
 * one ahead of the Leonine from his chapter 131 (EN III.n = LA III.n−1), and his III.130 has no Leonine
 * counterpart at all.
 */
export function chaptersNamed(numbers: string): number[] {
  const range = /^\s*(\d+)\s*[–-]\s*(\d+)\s*$/.exec(numbers);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (to >= from && to - from <= 20) return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return [];
  }
  const list = numbers.split(",").map((n) => Number(n.trim()));
  return list.every((n) => Number.isInteger(n) && n > 0) ? list : [];
}

export interface LeonineChapters {
  chapters: number[];
  /** Rickaby's chapter has no Leonine counterpart (III.130): keep his number, marked as his. */
  rickabyOnly: boolean;
}

export function toLeonine(book: number, rickaby: number[]): LeonineChapters {
  if (book !== 3) return { chapters: rickaby, rickabyOnly: false };
  if (rickaby.length === 1 && rickaby[0] === 130) return { chapters: [130], rickabyOnly: true };
  return { chapters: rickaby.map((n) => (n >= 131 ? n - 1 : n)), rickabyOnly: false };
}
