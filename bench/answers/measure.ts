import { occursVerbatim } from "../../src/server/answers/guard/normalise.js";
import { fleschKincaidGrade } from "../../src/server/answers/readability.js";

export interface Sample {
  level: string;
  ms: number;
  /** The same time without the knowledge-base calls. */
  composeMs: number;
  citations: number;
  quotations: number;
  verbatim: number;
  grade: number;
  chars: number;
}

/** Each “quotation” in a reply with the (reference) right after it. */
export function quotations(text: string): { quote: string; reference: string }[] {
  return [...text.matchAll(/“([^”]+)”\s*\(([^)]+)\)/g)].map((m) => ({ quote: m[1]!, reference: m[2]! }));
}

/** Checks each quotation against the stored texts of the passage its reference names. */
export async function countVerbatim(
  text: string,
  textsOf: (reference: string) => Promise<string[]>,
): Promise<[number, number]> {
  const found = quotations(text);
  let ok = 0;
  for (const { quote, reference } of found) {
    const texts = await textsOf(reference);
    if (texts.some((t) => occursVerbatim(quote, t))) ok += 1;
    else console.warn(`  not verbatim under ${reference}: ${quote.slice(0, 80)}`);
  }
  return [found.length, ok];
}

export const grade = (text: string) => (text.trim() ? fleschKincaidGrade(text) : 0);

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

/**
 * The sentences of a reply's own prose, normalised so that one frame with different words in it is not
 * counted as one sentence: only exact repeats of a whole sentence are.
 */
export function ownSentences(explanatory: string): Set<string> {
  const out = new Set<string>();
  // Sentence ends, but not the abbreviations of a reference ("ST I, q. 2, a. 3").
  for (const raw of explanatory.split(/(?<=(?<!\b(?:q|a|c|cf|obj|ad)\.?)[.!?:])\s+(?=[A-Z*"“])|\n+/)) {
    const s = raw
      .replace(/\[\d+\]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (s.split(" ").length >= 4) out.add(s);
  }
  return out;
}
