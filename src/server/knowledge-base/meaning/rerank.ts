import { FUSION, fusedOrder } from "./fuse.js";
import { lowerByHubness, prepareQuestion, rowCloseness, softMaximum } from "./signs.js";

/**
 * The words' best candidates in the order words and meaning give together (fuse.ts); the rest after them,
 * as the words ranked them; `bonus` adds to a candidate's standing. Without the question's meaning, the words'
 * order as it was. The order weighs each stored question's closeness less its hubness; each candidate keeps its
 * plain closeness, on which the judgements of relevance stand (answers/relevance.ts).
 */
export function rerankByMeaning<T extends { ref: string; score: number }>(
  hits: T[],
  question: Float32Array | null,
  meanings: Map<string, Uint8Array>,
  bonus: (hit: T) => number = () => 0,
  /** A byte per stored question of `meanings`: how much it is a hub (hubness.ts); none, none lowered. */
  hubness?: Map<string, Uint8Array>,
): (T & { closeness?: number })[] {
  if (!question || hits.length < 2) return hits;
  const prepared = prepareQuestion(question);
  // Each stored question is measured once: its article's plain closeness and, lowered by hubness, the one ordered by.
  const measured = hits.slice(0, FUSION.candidates).map((h) => {
    const signs = meanings.get(h.ref);
    if (!signs) return { hit: { ...h, closeness: Number.NaN }, weighed: Number.NaN };
    const rows = rowCloseness(prepared, signs);
    const hub = hubness?.get(h.ref);
    const closeness = softMaximum(rows);
    return { hit: { ...h, closeness }, weighed: hub ? softMaximum(lowerByHubness(rows, hub)) : closeness };
  });
  const head = measured.map((m) => m.hit);
  const order = fusedOrder(
    measured.map((m) => ({ ...m.hit, closeness: m.weighed })),
    undefined,
    head.map(bonus),
  );
  return [...order.map((i) => head[i] as T & { closeness: number }), ...hits.slice(FUSION.candidates)];
}
