/**
 * A learner question's meaning, as the sentence encoder gives it (512 numbers), kept for each of a digest's
 * learner questions as the signs of those numbers only: one bit each, 64 bytes a question. Compared with a
 * question's full vector, the signs rank articles as well as the vectors themselves (decision 030).
 */
export const DIMENSIONS = 512;
export const SIGN_BYTES = DIMENSIONS / 8;

/** The signs of a vector, a bit per number (set when the number is positive). */
export function signsOf(vector: ArrayLike<number>): Uint8Array {
  if (vector.length !== DIMENSIONS)
    throw new Error(`A meaning has ${DIMENSIONS} numbers, not ${vector.length}`);
  const bytes = new Uint8Array(SIGN_BYTES);
  for (let i = 0; i < DIMENSIONS; i++) {
    if ((vector[i] as number) > 0) bytes[i >> 3] = (bytes[i >> 3] as number) | (1 << (i & 7));
  }
  return bytes;
}

/**
 * The cosine between a question's vector and the ±1 vector whose signs are stored at `offset` in `signs`:
 * the sum of the question's numbers, each with the stored sign, over the two vectors' lengths.
 */
export function closeness(
  question: Float32Array,
  questionLength: number,
  signs: Uint8Array,
  offset: number,
): number {
  let sum = 0;
  for (let i = 0; i < DIMENSIONS; i++) {
    const byte = signs[offset + (i >> 3)] as number;
    const value = question[i] as number;
    sum += (byte >> (i & 7)) & 1 ? value : -value;
  }
  return questionLength > 0 ? sum / (questionLength * Math.sqrt(DIMENSIONS)) : 0;
}

export function lengthOf(vector: Float32Array): number {
  let sum = 0;
  for (const v of vector) sum += v * v;
  return Math.sqrt(sum);
}

/**
 * A question's vector made ready to be measured against many stored signs at once: for each byte of stored
 * signs and each of its 256 values, the sum of the question's eight numbers with those signs. A stored
 * question is then 64 lookups instead of 512 sign tests.
 */
export interface PreparedQuestion {
  length: number;
  sums: Float64Array;
}

export function prepareQuestion(question: Float32Array): PreparedQuestion {
  const sums = new Float64Array(SIGN_BYTES * 256);
  for (let j = 0; j < SIGN_BYTES; j++) {
    const base = j * 256;
    let allNegative = 0;
    for (let b = 0; b < 8; b++) allNegative -= question[j * 8 + b] as number;
    sums[base] = allNegative;
    for (let v = 1; v < 256; v++) {
      // v with its lowest set bit cleared is smaller, so already summed; that bit turns its number positive.
      const lowest = 31 - Math.clz32(v & -v);
      sums[base + v] = (sums[base + (v & (v - 1))] as number) + 2 * (question[j * 8 + lowest] as number);
    }
  }
  return { length: lengthOf(question), sums };
}

/** closeness(), for a prepared question. */
export function preparedCloseness(question: PreparedQuestion, signs: Uint8Array, offset: number): number {
  let sum = 0;
  for (let j = 0; j < SIGN_BYTES; j++)
    sum += question.sums[j * 256 + (signs[offset + j] as number)] as number;
  return question.length > 0 ? sum / (question.length * Math.sqrt(DIMENSIONS)) : 0;
}

/** How close any of an article's learner questions comes, the closest counting most (a soft maximum). */
export const SOFTNESS = 20;

/** How much of a stored question's hubness (hubness.ts) is taken from its closeness to a question asked. */
export const HUB_WEIGHT = 0.6;

/** Hubness is kept as a byte: 0–HUB_SCALE for 0–1. */
export const HUB_SCALE = 255;

/** A question's hubness from its stored byte. */
export const hubnessValue = (byte: number): number => byte / HUB_SCALE;

/**
 * How close an article's title and learner questions come to a question, the closest counting most; with
 * `hub` (a byte per stored question, hubness.ts), each closeness lowered by HUB_WEIGHT times its hubness.
 */
export function articleCloseness(question: PreparedQuestion, signs: Uint8Array, hub?: Uint8Array): number {
  const rows = rowCloseness(question, signs);
  return softMaximum(hub ? lowerByHubness(rows, hub) : rows);
}

/** The closeness of each stored question of an article to a question asked, in their order. */
export function rowCloseness(question: PreparedQuestion, signs: Uint8Array): number[] {
  const count = Math.floor(signs.length / SIGN_BYTES);
  return Array.from({ length: count }, (_, k) => preparedCloseness(question, signs, k * SIGN_BYTES));
}

/** Each closeness lowered by HUB_WEIGHT times its question's hubness; as they were when the counts differ. */
export function lowerByHubness(rows: number[], hub: Uint8Array): number[] {
  if (hub.length !== rows.length) return rows;
  return rows.map((c, k) => c - HUB_WEIGHT * hubnessValue(hub[k] as number));
}

/** The closest counting most, the others a little (SOFTNESS); NaN for none. */
export function softMaximum(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const best = Math.max(...values);
  let sum = 0;
  for (const c of values) sum += Math.exp(SOFTNESS * (c - best));
  return best + Math.log(sum) / SOFTNESS;
}

/** The 32-bit words one stored meaning's signs take. */
export const SIGN_WORDS = SIGN_BYTES / 4;

/** Stored signs as 32-bit words, a meaning every SIGN_WORDS (copied: the stored bytes need not be aligned). */
export function signWords(signs: Uint8Array): Uint32Array {
  const words = new Uint32Array(Math.floor(signs.length / SIGN_BYTES) * SIGN_WORDS);
  new Uint8Array(words.buffer).set(signs.subarray(0, words.length * 4));
  return words;
}

/** The bits set in a 32-bit number. */
function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** On how many of their DIMENSIONS signs two stored meanings (at word offsets `at` and `bt`) disagree. */
export function differingSigns(a: Uint32Array, at: number, b: Uint32Array, bt: number): number {
  let differing = 0;
  for (let j = 0; j < SIGN_WORDS; j++)
    differing += bitCount(((a[at + j] as number) ^ (b[bt + j] as number)) >>> 0);
  return differing;
}
