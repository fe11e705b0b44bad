import { findScriptureBook, normaliseBookName } from "./scripture-books.js";
import type { ScriptureReference } from "./types.js";

/** One Scripture citation found in running text, e.g. "Mt. 5:3, 4" → verses 3 and 4 of Matthew 5. */
export interface InlineCitation {
  /** The text as written, e.g. "Mt. 5:3, 4". */
  cited: string;
  /** Clementine Vulgate book code, or null for a book outside the corpus' canon (3 Esdras). */
  book: string | null;
  chapter: number;
  /** Every verse cited, ranges expanded (at most MAX_RANGE per range). */
  verses: number[];
}

const MAX_RANGE = 40;
/** Books the Summa cites that are not in the Douay-Rheims canon: recognised as Scripture, never resolvable. */
const OUTSIDE_CANON = new Set(["3esdras", "3esdra", "3esdr", "4esdras", "4esdra"]);

const VERSES = String.raw`\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?:\s*,\s*\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?![\d:]|\s*[A-Z]))*`;
const CITATION = new RegExp(
  String.raw`(?<![A-Za-z])((?:[1-4]\s?)?[A-Z][a-z]{1,11}\.?)\s*(\d{1,3}):(${VERSES})`,
  "g",
);
const CONTINUATION = new RegExp(String.raw`^\s*;\s*(\d{1,3}):(${VERSES})`);

function expandVerses(list: string): number[] {
  const verses: number[] = [];
  for (const item of list.split(",")) {
    const [from, to] = item.split(/[-–]/).map((n) => Number(n.trim()));
    if (from === undefined || Number.isNaN(from)) continue;
    const end = to !== undefined && !Number.isNaN(to) && to > from ? Math.min(to, from + MAX_RANGE) : from;
    for (let v = from; v <= end; v++) verses.push(v);
  }
  return verses;
}

/** A citation with where it stands in the text: `text.slice(start, end)` is the citation as written. */
export interface LocatedCitation extends InlineCitation {
  start: number;
  end: number;
}

/**
 * Finds the Scripture citations in a passage as the English Summa writes them: "(Ex. 3:14)", "Ps. 83:3",
 * "(Rm. 4:2)", "(Matt. 5:3, 4)", "1 Cor. 13:13; 14:1", "(Romans 1:20)", with where each stands. Words
 * that are not book names ("Ethic. 1:2") are skipped.
 */
export function locateScriptureCitations(text: string): LocatedCitation[] {
  const found: LocatedCitation[] = [];
  for (const m of text.matchAll(CITATION)) {
    const [whole, name = "", chapter = "", verses = ""] = m;
    const normalised = normaliseBookName(name);
    const outside = OUTSIDE_CANON.has(normalised);
    const book = outside ? null : (findScriptureBook(name)?.code ?? undefined);
    if (book === undefined) continue;
    const start = m.index ?? 0;
    const written = whole.trimEnd();
    found.push({
      cited: written.trim(),
      book,
      chapter: Number(chapter),
      verses: expandVerses(verses),
      start,
      end: start + written.length,
    });
    let at = start + whole.length;
    for (let next = CONTINUATION.exec(text.slice(at)); next; next = CONTINUATION.exec(text.slice(at))) {
      const [more, ch = "", vs = ""] = next;
      const lead = more.length - more.replace(/^\s*;\s*/, "").length;
      const cited = more.slice(lead).trimEnd();
      found.push({
        cited: `${name.trim()} ${ch}:${vs.trim()}`,
        book,
        chapter: Number(ch),
        verses: expandVerses(vs),
        start: at + lead,
        end: at + lead + cited.length,
      });
      at += more.length;
    }
  }
  return found;
}

/** The Scripture citations in a passage (see `locateScriptureCitations`), without their places. */
export function extractScriptureCitations(text: string): InlineCitation[] {
  return locateScriptureCitations(text).map(({ start: _start, end: _end, ...citation }) => citation);
}

/** The first verse of a citation as a reference, for display and lookups. */
export function citationReference(citation: InlineCitation): ScriptureReference | null {
  const first = citation.verses[0];
  if (!citation.book || first === undefined) return null;
  const last = citation.verses[citation.verses.length - 1];
  const contiguous = citation.verses.every((v, i) => i === 0 || v === (citation.verses[i - 1] ?? 0) + 1);
  return {
    work: "bible",
    book: citation.book,
    chapter: citation.chapter,
    verse: first,
    ...(contiguous && last !== undefined && last > first ? { verseEnd: last } : {}),
  };
}
