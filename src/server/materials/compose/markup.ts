import type { DigestVerdict } from "../../../common/knowledge-base/digest.js";
import { withoutTranslatorNotes } from "../../../common/knowledge-base/title-notes.js";
import { shorten } from "../../answers/composer/reading.js";
import type { Sourced, StudyArticle } from "./study-article.js";

/**
 * A quotation of his in the materials' format: the words in curly quotes, then the passage reference.
 * Inner curly quotes become straight ones so the quotation reads as one span; the guard ignores quote style.
 * The translators' bracketed notes are left out.
 */
export function quote(s: Sourced, maxWords = Number.POSITIVE_INFINITY): string {
  const words = withoutTranslatorNotes(Number.isFinite(maxWords) ? shorten(s.text, maxWords) : s.text);
  return `“${words.replace(/[“”]/g, '"').trim()}” (${s.ref})`;
}

/** The article's title with its reference, as a heading or a line names it. */
export const articleName = (a: StudyArticle) => `${a.title} (${a.ref})`;

/** His answer to the title's question in words a learner reads. */
export function verdictWords(verdict: DigestVerdict, thesis: boolean): string {
  if (thesis) {
    if (verdict === "yes") return "He argues for it";
    if (verdict === "no") return "He rejects it";
    return "He accepts it in one sense and rejects it in another";
  }
  if (verdict === "yes") return "Yes";
  if (verdict === "no") return "No";
  return "Yes in one sense, no in another (he distinguishes)";
}

export const VERDICT_ORDER: DigestVerdict[] = ["yes", "no", "distinguishes"];

export const LETTERS = "ABCDEFGH";

/** A fixed, seeded order: the same reply gives the same material, but answers do not all sit at A. */
export function seededOrder<T>(items: T[], seed: string): T[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 13), 2246822519) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The first sentence of a digest text (his answer in short). */
export const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** Joins sections with a blank line between, dropping empty ones. */
export const sections = (...parts: (string | null | false | undefined)[]) =>
  parts.filter((p): p is string => typeof p === "string" && p.trim().length > 0).join("\n\n");
