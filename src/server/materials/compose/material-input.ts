import type { EducationLevel } from "../../../common/education/levels.js";
import { type ExplainedTerm, pickTerms } from "../../answers/composer/glossary.js";
import { isWellWritten } from "../../knowledge-base/digests/shown-asks.js";
import { LEVEL_SETTINGS, type LevelSettings } from "./level-settings.js";
import { firstSentence, quote, verdictWords } from "./markup.js";
import type { Sourced, StudyArticle } from "./study-article.js";

/** An article to read next: another of the same question, or another the reply cited. */
export interface RelatedArticle {
  ref: string;
  title: string;
}

/** What every material is built from: the cited articles (the main one first) re-read from the knowledge base. */
export interface MaterialInput {
  level: EducationLevel;
  articles: StudyArticle[];
  related: RelatedArticle[];
}

export const settingsOf = (input: MaterialInput): LevelSettings => LEVEL_SETTINGS[input.level];

export function mainOf(input: MaterialInput): StudyArticle {
  const main = input.articles[0];
  if (!main) throw new Error("A material needs at least one article.");
  return main;
}

/** The key terms of the articles at the level's wording: those in his answer first, then the digest's. */
export function termsOf(input: MaterialInput, count = settingsOf(input).terms): ExplainedTerm[] {
  const s = settingsOf(input);
  const quoted = input.articles
    .flatMap((a) => [a.answer?.text ?? "", ...a.argument.map((x) => x.text)])
    .join(" ");
  const named = input.articles.flatMap((a) => a.digestTerms);
  const latin = input.articles.flatMap((a) => a.latin);
  return pickTerms(quoted, named, latin, count, s.band);
}

/** His answer to the article's question, in the level's plain words, with the verdict first. */
export function answerInPlainWords(a: StudyArticle, input: MaterialInput): string | null {
  if (!a.verdict || !a.plain) return null;
  const plain = a.plain[settingsOf(input).reader];
  const said = verdictWords(a.verdict, a.thesis);
  // A plain answer that already opens with its yes or no is not told the verdict twice.
  return /^(?:yes|no)\b/i.test(plain) ? plain : `${said}. ${plain}`;
}

/** The learners' questions the article answers, the well-written ones first. */
export function asksOf(a: StudyArticle): string[] {
  return [...a.asks.filter(isWellWritten), ...a.asks.filter((q) => !isWellWritten(q))];
}

/** The short form of his answer: the verdict and the first sentence of the plain answer. */
export function shortAnswer(a: StudyArticle, input: MaterialInput): string | null {
  if (!a.verdict || !a.plain) return null;
  return firstSentence(a.plain[settingsOf(input).reader]);
}

/** His answer sentence quoted at its reference, shortened to the level's length. */
export const answerQuote = (a: StudyArticle, input: MaterialInput): string | null =>
  a.answer ? quote(a.answer, settingsOf(input).maxQuoteWords) : null;

/** Sentences of his own argument short enough for the level, the answer sentence first. */
export function argumentSentences(a: StudyArticle, input: MaterialInput, count: number): Sourced[] {
  const max = settingsOf(input).maxQuoteWords;
  const fits = a.argument.filter((s) => s.text.split(/\s+/).length <= max && !/\[\*/.test(s.text));
  const answer = a.answer?.text ?? "";
  const ordered = [...fits.filter((s) => answer.includes(s.text)), ...fits];
  const seen = new Set<string>();
  return ordered.filter((s) => !seen.has(s.text) && seen.add(s.text)).slice(0, count);
}

/** A heading line for the description: type, level, article and work. */
export function describeMaterial(label: string, input: MaterialInput, levelLabel: string): string {
  const main = mainOf(input);
  const others = input.articles.length - 1;
  const more = others > 0 ? ` and ${others} related ${others === 1 ? "article" : "articles"}` : "";
  return `${label} for ${levelLabel} learners on "${main.title}" (${main.ref}, ${main.work})${more}, built from his own text.`;
}
