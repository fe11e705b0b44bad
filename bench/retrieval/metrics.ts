/** Position (1-based) of the first expected article among the retrieved ones, or null when absent. */
export function firstHit(retrieved: string[], expected: string[]): number | null {
  const index = retrieved.findIndex((ref) => expected.includes(ref));
  return index < 0 ? null : index + 1;
}

export interface Scores {
  recallAt1: number;
  recallAt5: number;
  mrr: number;
}

export function score(ranks: (number | null)[]): Scores {
  const n = Math.max(ranks.length, 1);
  const within = (k: number) => ranks.filter((r) => r !== null && r <= k).length / n;
  const mrr = ranks.reduce<number>((sum, r) => sum + (r === null ? 0 : 1 / r), 0) / n;
  return { recallAt1: within(1), recallAt5: within(5), mrr };
}

/** Nearest-rank percentile of durations in milliseconds. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? 0;
}
