/** How the ranking of words and the closeness of meaning are weighed (set on the development questions). */
export const FUSION = {
  /** The share of the closeness of meaning in the combined standing (the words' ranking has the rest). */
  meaning: 0.6,
  /** How many of the words' best candidates are ranked again by both. */
  candidates: 50,
  /** Longer texts than this (in words) are ranked by their words alone: a learner's question is shorter. */
  longestQuestion: 60,
  /**
   * How much the meaning of what a question leans on (the learner's previous question, a two-part message's
   * first half) counts beside the question's own, the two encoded apart and added.
   */
  earlierQuestion: 1,
  /**
   * For a question that compares, what a title that compares adds to a candidate's combined standing (in the
   * standardised units of fusedOrder): set on the development questions, where it moved two to the right article
   * and none away from it.
   */
  comparison: 1,
};

export interface Candidate {
  /** The ranking of words' score. */
  score: number;
  /** How close the meaning of the article's learner questions comes to the question's (NaN: not known). */
  closeness: number;
}

const standardised = (values: number[]): number[] => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return values.map((v) => (sd > 0 ? (v - mean) / sd : 0));
};

/**
 * The candidates' order when words and meaning are weighed together: each measure is standardised over
 * the candidates (so that neither's scale matters), then the two are added with their weights. A candidate
 * whose closeness is not known stands at the candidates' mean closeness; `bonus` adds to a candidate's standing
 * (a title that compares, for a question that compares). Returns the candidates' indexes,
 * best first; with fewer than two closenesses known, the words' order.
 */
export function fusedOrder(candidates: Candidate[], weight = FUSION.meaning, bonus: number[] = []): number[] {
  const known = candidates.filter((c) => Number.isFinite(c.closeness));
  const order = candidates.map((_, i) => i);
  if (known.length < 2) return order;
  const mean = known.reduce((a, c) => a + c.closeness, 0) / known.length;
  const words = standardised(candidates.map((c) => c.score));
  const meaning = standardised(candidates.map((c) => (Number.isFinite(c.closeness) ? c.closeness : mean)));
  const combined = candidates.map(
    (_, i) => (1 - weight) * (words[i] as number) + weight * (meaning[i] as number) + (bonus[i] ?? 0),
  );
  return order.sort((a, b) => (combined[b] as number) - (combined[a] as number) || a - b);
}
