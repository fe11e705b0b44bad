import { DIMENSIONS, differingSigns, HUB_SCALE, SIGN_BYTES, SIGN_WORDS, signWords } from "./signs.js";

/**
 * How much a stored learner question is a "hub": near the questions of many other articles at once, as generic
 * wordings are ("Is it a sin?", "What does this mean for my life?"). In a space of sentence meanings such
 * questions come near almost any question asked and crowd out the article that answers it; each question's
 * closeness is therefore lowered by its hubness before an article's closeness is taken (decision 040).
 *
 * A question's hubness is the mean closeness of its HUB_NEIGHBOURS nearest questions among a fixed sample of
 * the questions of other articles (every HUB_SAMPLE_STEP-th, in the order given): deterministic, and near the
 * value over all of them at a tenth of the cost. Kept as a byte per question (signs.ts: HUB_SCALE, hubnessValue).
 */
export const HUB_NEIGHBOURS = 10;
export const HUB_SAMPLE_STEP = 10;

/** The cosine between two stored ±1 meanings, from the number of signs on which they differ. */
function signCloseness(a: Uint32Array, at: number, b: Uint32Array, bt: number): number {
  return 1 - (2 * differingSigns(a, at, b, bt)) / DIMENSIONS;
}

/**
 * The hubness of every stored question of every article, as bytes in the same order as its signs. `signs`:
 * article reference → its questions' signs (SIGN_BYTES each), iterated in a stable order.
 */
export function hubnessOf(signs: Map<string, Uint8Array>): Map<string, Uint8Array> {
  const refs = [...signs.keys()].sort();
  const owner: number[] = [];
  const rows: number[] = [];
  refs.forEach((ref, article) => {
    for (let k = 0; k < (signs.get(ref) as Uint8Array).length / SIGN_BYTES; k++) {
      owner.push(article);
      rows.push(rows.length);
    }
  });
  const all = signWords(Buffer.concat(refs.map((ref) => signs.get(ref) as Uint8Array)));
  const sample = rows.filter((r) => r % HUB_SAMPLE_STEP === 0);
  const nearest = new Float64Array(HUB_NEIGHBOURS);
  const hub = new Uint8Array(rows.length);
  for (const row of rows) {
    nearest.fill(-1);
    for (const other of sample) {
      if (owner[other] === owner[row]) continue;
      const c = signCloseness(all, row * SIGN_WORDS, all, other * SIGN_WORDS);
      if (c <= (nearest[HUB_NEIGHBOURS - 1] as number)) continue;
      let j = HUB_NEIGHBOURS - 1;
      while (j > 0 && (nearest[j - 1] as number) < c) {
        nearest[j] = nearest[j - 1] as number;
        j--;
      }
      nearest[j] = c;
    }
    let sum = 0;
    let counted = 0;
    for (const c of nearest)
      if (c > -1) {
        sum += c;
        counted++;
      }
    const mean = counted > 0 ? sum / counted : 0;
    hub[row] = Math.round(Math.min(1, Math.max(0, mean)) * HUB_SCALE);
  }
  const out = new Map<string, Uint8Array>();
  let at = 0;
  for (const ref of refs) {
    const n = (signs.get(ref) as Uint8Array).length / SIGN_BYTES;
    out.set(ref, hub.slice(at, at + n));
    at += n;
  }
  return out;
}
