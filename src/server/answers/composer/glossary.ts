import { MORAL_TERMS } from "./glossary-moral-terms.js";
import { BEING_TERMS, type GlossaryTerm } from "./glossary-terms.js";

export const GLOSSARY: GlossaryTerm[] = [...BEING_TERMS, ...MORAL_TERMS];
export type Band = "basic" | "plain" | "exact";

export interface ExplainedTerm {
  term: string;
  definition: string;
  /** The Latin word as it stands in an aligned Latin row, when it was found there. */
  latin: string | null;
}

/**
 * Picks the terms worth explaining: found in what is quoted first, then in the article, the heavier
 * terms before the lighter. `latinTexts` are the Latin rows of the same passages.
 */
export function pickTerms(
  quoted: string,
  /** The key terms the article's digest names (without a digest, none). */
  digestTerms: string[],
  latinTexts: string[],
  count: number,
  band: Band,
  /** The learner's question: a term met only in a quotation is explained when they asked about it. */
  question = "",
): ExplainedTerm[] {
  if (count <= 0) return [];
  const named = digestTerms.join("; ");
  const scored = GLOSSARY.map((entry, index) => {
    // Only what the reader needs: a term the article itself turns on, or one of the learner's own words,
    // and among those the ones met in the quotations shown first. A word that merely occurs in a
    // quotation ("exists") is not explained in every reply.
    const inQuoted = entry.en.test(quoted);
    const inDigest = (entry.named ?? entry.en).test(named) || digestTerms.includes(entry.term);
    const inQuestion = (entry.asked ?? entry.en).test(question);
    const score = (inQuoted ? 10 : 0) + (inDigest ? 6 : 0) + (inQuestion ? 6 : 0) + entry.weight;
    return { entry, index, score, found: inDigest || inQuestion };
  })
    .filter((s) => s.found)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count);
  return scored.map(({ entry }) => ({
    term: entry.term,
    definition: entry[band],
    latin: findLatin(entry, latinTexts),
  }));
}

function findLatin(entry: GlossaryTerm, latinTexts: string[]): string | null {
  if (!entry.la) return null;
  for (const text of latinTexts) {
    const m = entry.la.exec(text);
    if (m) return m[0];
  }
  return null;
}
