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
  article: string,
  latinTexts: string[],
  count: number,
  band: Band,
): ExplainedTerm[] {
  if (count <= 0) return [];
  const scored = GLOSSARY.map((entry, index) => {
    const inQuoted = entry.en.test(quoted);
    const inArticle = entry.en.test(article);
    const score = (inQuoted ? 10 : 0) + (inArticle ? 3 : 0) + entry.weight;
    return { entry, index, score, found: inQuoted || inArticle };
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
