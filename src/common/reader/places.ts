import { formatReference, parseReference } from "../references/index.js";
import { findScriptureBook, scriptureBookByCode } from "../references/scripture-books.js";
import type { Reference, StPart, StSection } from "../references/types.js";

/**
 * Reader addresses. An article or chapter has one stable path under /read, written from its canonical
 * reference: `ST I-II, q. 94, a. 2` ↔ `st/I-II/q94/a2`, `ST I-II, q. 94` ↔ `st/I-II/q94`,
 * `SCG III, c. 71` ↔ `scg/3/c71`, `Jn. 15` ↔ `bible/Jn/15`. A section inside it is a fragment: `#co`,
 * `#obj1`, `#sc`, `#ad2`; a verse `#v5`.
 */

const PART_SLUGS: Record<StPart, string> = {
  I: "I",
  "I-II": "I-II",
  "II-II": "II-II",
  III: "III",
  "Suppl.": "Suppl",
  "App. 1": "App1",
  "App. 2": "App2",
};
const SLUG_PARTS = new Map(Object.entries(PART_SLUGS).map(([part, slug]) => [slug, part as StPart]));
const ROMAN = ["", "I", "II", "III", "IV"];

/** A Bible book in an address: the abbreviation the English Summa prints, without dots or spaces ("1Cor"). */
export function bookSlug(code: string): string {
  const abbr = scriptureBookByCode(code)?.abbr ?? code;
  return abbr.replace(/[.\s]/g, "");
}

/** The reader path (without "/read/") of the article, question or chapter a reference belongs to; null for other works. */
export function placeOf(ref: Reference): string | null {
  if (ref.work === "st") {
    if (ref.part === null || ref.question === undefined) return null;
    const question = `st/${PART_SLUGS[ref.part]}/q${ref.question}`;
    return ref.article === undefined ? question : `${question}/a${ref.article}`;
  }
  if (ref.work === "scg") return `scg/${ref.book}/c${ref.chapter}${ref.rickabyOnly ? "r" : ""}`;
  return `bible/${bookSlug(ref.book)}/${ref.chapter}`;
}

/** The canonical article (question, chapter) reference a reader path names, or null when it names none. */
export function articleRefOfPlace(place: string): string | null {
  const parts = place.replace(/^\/+|\/+$/g, "").split("/");
  const [work, ...rest] = parts;
  if (work === "st") {
    const [slug, q, a, ...more] = rest;
    const part = slug ? SLUG_PARTS.get(slug) : undefined;
    const question = q?.match(/^q(\d{1,3})$/)?.[1];
    const article = a === undefined ? undefined : a.match(/^a(\d{1,2})$/)?.[1];
    if (!part || !question || more.length > 0 || (a !== undefined && !article)) return null;
    const ref: Reference = {
      work: "st",
      part,
      question: Number(question),
      ...(article ? { article: Number(article) } : {}),
    };
    return formatReference(ref);
  }
  if (work === "scg") {
    const [book, c, ...more] = rest;
    const chapter = c?.match(/^c(\d{1,3})(r?)$/);
    if (!book || !/^[1-4]$/.test(book) || !chapter || more.length > 0) return null;
    return `SCG ${ROMAN[Number(book)]}, ${chapter[2] ? `c. ${chapter[1]} (Rickaby)` : `c. ${chapter[1]}`}`;
  }
  if (work === "bible") {
    // Any name or abbreviation of the book is understood ("Jn", "John", "Jo"); the canonical one is written.
    const [name, chapter, ...more] = rest;
    const book = name ? findScriptureBook(decodeURIComponent(name)) : undefined;
    if (!book || !chapter || !/^\d{1,3}$/.test(chapter) || Number(chapter) < 1 || more.length > 0)
      return null;
    return formatReference({ work: "bible", book: book.code, chapter: Number(chapter) });
  }
  return null;
}

function stAnchor(section: StSection): string {
  switch (section.kind) {
    case "prologue":
      return "prol";
    case "objection":
      return `obj${section.number}`;
    case "sed_contra":
      return section.number === undefined ? "sc" : `sc${section.number}`;
    case "respondeo":
      return "co";
    case "reply":
      return `ad${section.number}`;
    case "reply_all":
      return "adarg";
  }
}

/** The fragment naming a section inside its article: `co`, `obj1`, `sc`, `ad2`; `p3` (¶3), `n3` (n. 3) in a chapter. */
export function anchorOf(ref: Reference): string | null {
  if (ref.work === "st") return ref.section ? stAnchor(ref.section) : null;
  if (ref.work === "scg") {
    if (ref.englishParagraph !== undefined) return `p${ref.englishParagraph}`;
    if (ref.paragraph !== undefined) return `n${ref.paragraph}`;
    if (ref.note !== undefined) return `note${ref.note}`;
  }
  if (ref.work === "bible" && ref.verse !== undefined) return `v${ref.verse}`;
  return null;
}

/** Characters of a quotation carried in a reader address to mark it in its section. */
const QUOTE_CHARS = 160;

/**
 * The reader address of a cited reference, at its section: `/read/st/I/q2/a3#co`, with `?q=` the start of
 * the quoted words to mark there; a Scripture reference opens its chapter at the verse, `?v=3-4` naming
 * every verse of a range; null when the reader has no page for it.
 */
export function readerHref(reference: string, quoted?: string | null): string | null {
  const ref = parseReference(reference);
  if (!ref) return null;
  const place = placeOf(ref);
  if (!place) return null;
  const anchor = anchorOf(ref);
  const words = quoted
    ?.replace(/\s*…\s*$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, QUOTE_CHARS);
  const params = new URLSearchParams();
  if (
    ref.work === "bible" &&
    ref.verse !== undefined &&
    ref.verseEnd !== undefined &&
    ref.verseEnd > ref.verse
  )
    params.set("v", `${ref.verse}-${ref.verseEnd}`);
  else if (words && anchor) params.set("q", words);
  const query = params.toString();
  const search = query ? `?${query}` : "";
  return `/read/${place}${search}${anchor ? `#${anchor}` : ""}`;
}

/** The reader path of a canonical article reference (as knowledge_base.article_ref). */
export function placeOfArticleRef(articleRef: string): string | null {
  const ref = parseReference(articleRef);
  return ref ? placeOf(ref) : null;
}
