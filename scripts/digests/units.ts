import type { ArticleText, CorpusTexts } from "./article-texts.js";

/** How the articles are grouped for writing: an ST question, or a few SCG chapters of one book. */
const SCG_PER_UNIT = 4;
const OBJECTION_CHARS = 450;
const REPLY_CHARS = 320;

function unitOf(article: ArticleText): string {
  if (article.work === "st") return article.ref.replace(/, a\. \d+$/, "");
  return article.ref;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)} …`;
}

export function renderArticle(article: ArticleText): string {
  const lines = [`=== ${article.ref} — ${article.title}`];
  for (const s of article.sections) {
    const max = s.kind === "objection" ? OBJECTION_CHARS : s.kind === "reply" ? REPLY_CHARS : Infinity;
    lines.push(`[${s.section}] ${clip(s.content, max)}`);
  }
  return lines.join("\n\n");
}

export function units(texts: CorpusTexts): Map<string, ArticleText[]> {
  const grouped = new Map<string, ArticleText[]>();
  let scgBatch: ArticleText[] = [];
  let scgBook = "";
  const flushScg = () => {
    if (scgBatch.length === 0) return;
    const first = scgBatch[0]?.ref ?? "";
    grouped.set(`${first}+${scgBatch.length - 1}`, scgBatch);
    scgBatch = [];
  };
  for (const article of texts.articles) {
    if (article.work === "scg") {
      const book = article.ref.split(",")[0] ?? "";
      if (book !== scgBook || scgBatch.length >= SCG_PER_UNIT) flushScg();
      scgBook = book;
      scgBatch.push(article);
      continue;
    }
    const key = unitOf(article);
    grouped.set(key, [...(grouped.get(key) ?? []), article]);
  }
  flushScg();
  return grouped;
}

export const fileName = (unit: string) => unit.replace(/[^A-Za-z0-9]+/g, "_").replace(/_+$/, "");
