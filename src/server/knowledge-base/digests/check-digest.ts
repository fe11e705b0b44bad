import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import { structureVerdict, titleProposition } from "./structure-verdict.js";

/** The English sections of an article as the knowledge base holds them. */
export interface DigestArticle {
  ref: string;
  title: string;
  sections: { kind: string; content: string }[];
}

export interface DigestCheck {
  /** Faults that make a digest unusable. */
  errors: string[];
  /** The structure suggests another verdict and no note says the article was re-read. */
  disagreement: { structure: string; verdict: string } | null;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Sections that may carry his answer: the respondeo and the sed contra (ST), his chapter text (SCG);
 * the replies only in the few articles that have no respondeo (I q. 74, a. 3).
 */
function answerSections(article: DigestArticle): string[] {
  const kinds = article.sections.some((s) => s.kind === "respondeo")
    ? ["respondeo", "sed_contra", "paragraph"]
    : ["sed_contra", "paragraph", "reply"];
  return article.sections.filter((s) => kinds.includes(s.kind)).map((s) => s.content);
}

const GLUE = new Set(
  "is are was were be does do did the a an can could whether it true that there".split(" "),
);
const gist = (text: string) =>
  [
    ...new Set(
      words(text)
        .split(" ")
        .filter((w) => w && !GLUE.has(w)),
    ),
  ]
    .sort()
    .join(" ");

/**
 * An ask copies the title when it says the title's proposition over again: the same words in any order
 * ("Whether the soul is incorruptible?" → "Is the soul incorruptible?"), or the whole proposition inside.
 */
export function copiesTitle(ask: string, title: string): boolean {
  const proposition = words(titleProposition(title));
  if (!proposition) return false;
  if (gist(ask) === gist(proposition)) return true;
  return proposition.split(" ").length >= 4 && words(ask).includes(proposition);
}

/** Checks one digest against its article's text. */
export function checkDigest(digest: ArticleDigest, article: DigestArticle): DigestCheck {
  const errors: string[] = [];
  if (digest.ref !== article.ref) errors.push(`digest ${digest.ref} checked against ${article.ref}`);
  const sentence = digest.answerSentence.trim();
  if (!answerSections(article).some((text) => text.includes(sentence))) {
    errors.push("answerSentence is not an exact quotation of the respondeo, sed contra or chapter text");
  }
  for (const ask of digest.asks) {
    if (copiesTitle(ask, article.title)) errors.push(`ask repeats the title: "${ask}"`);
  }
  const distinct = new Set(digest.asks.map(words));
  if (distinct.size !== digest.asks.length) errors.push("two asks are the same");
  const plain = digest.plainQuestion;
  if (plain !== undefined) {
    if (/\bwhether\b/i.test(plain)) errors.push(`plainQuestion keeps the title's "whether": "${plain}"`);
    if (words(plain) === words(article.title)) errors.push(`plainQuestion copies the title: "${plain}"`);
    if (distinct.has(words(plain))) errors.push(`plainQuestion repeats an ask: "${plain}"`);
    distinct.add(words(plain));
  }
  for (const ask of digest.distinctAsks ?? []) {
    if (/\bwhether\b/i.test(ask)) errors.push(`distinctAsks keeps "whether": "${ask}"`);
    if (!ask.endsWith("?")) errors.push(`distinctAsks is not a question: "${ask}"`);
    if (copiesTitle(ask, article.title)) errors.push(`distinctAsks repeats the title: "${ask}"`);
    if (distinct.has(words(ask))) errors.push(`distinctAsks repeats a learner question: "${ask}"`);
    distinct.add(words(ask));
  }
  const firstObjection = article.sections.find((s) => s.kind === "objection")?.content;
  const structure = structureVerdict(article.title, firstObjection);
  const disagreement =
    structure && structure !== digest.verdict && digest.verdict !== "distinguishes" && !digest.verdictNote
      ? { structure, verdict: digest.verdict }
      : null;
  return { errors, disagreement };
}
