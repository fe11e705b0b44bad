import { locateScriptureCitations } from "../references/scripture-citations.js";
import { bookSlug, readerHref } from "./places.js";

/** A run of a section's text; `href` when it is a Scripture citation the reader can open. */
export interface TextPiece {
  text: string;
  href: string | null;
}

/** A section's text cut for display: the quoted words (when found) in `marked`, citations linked throughout. */
export interface SegmentedText {
  before: TextPiece[];
  marked: TextPiece[] | null;
  after: TextPiece[];
}

/** The reader address of an inline citation: its chapter at its first verse, a range named in `?v=`. */
function citationHref(book: string, chapter: number, verses: number[]): string {
  const first = verses[0];
  const last = verses[verses.length - 1];
  const place = `/read/bible/${bookSlug(book)}/${chapter}`;
  if (first === undefined) return place;
  const range = last !== undefined && last > first ? `?v=${first}-${last}` : "";
  return `${place}${range}#v${first}`;
}

/** Where the quoted words stand in the text (spacing aside), or null when they do not occur there. */
export function findQuote(text: string, quote: string | null | undefined): [number, number] | null {
  if (!quote) return null;
  const words = quote
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return null;
  const found = new RegExp(words.join("\\s+")).exec(text);
  return found ? [found.index, found.index + found[0].length] : null;
}

/**
 * A section's text with its Scripture citations ("(Romans 1:20)", "(Ps. 18:2)") as links to the Bible in
 * the reader, and the quoted words it was opened for marked. A citation that straddles the edge of the
 * quoted words is taken inside the mark whole, so a link is never cut in two.
 */
export function segmentText(text: string, quote?: string | null): SegmentedText {
  const links = locateScriptureCitations(text).filter((c) => c.book !== null);
  let mark = findQuote(text, quote);
  if (mark) {
    let [from, to] = mark;
    for (const c of links) {
      if (c.start < from && c.end > from) from = c.start;
      if (c.start < to && c.end > to) to = c.end;
    }
    mark = [from, to];
  }
  const piecesOf = (start: number, end: number): TextPiece[] => {
    const pieces: TextPiece[] = [];
    let at = start;
    for (const c of links) {
      if (c.end <= start || c.start >= end || c.book === null) continue;
      if (c.start > at) pieces.push({ text: text.slice(at, c.start), href: null });
      pieces.push({ text: text.slice(c.start, c.end), href: citationHref(c.book, c.chapter, c.verses) });
      at = c.end;
    }
    if (at < end) pieces.push({ text: text.slice(at, end), href: null });
    return pieces;
  };
  if (!mark) return { before: piecesOf(0, text.length), marked: null, after: [] };
  return {
    before: piecesOf(0, mark[0]),
    marked: piecesOf(mark[0], mark[1]),
    after: piecesOf(mark[1], text.length),
  };
}

/** A reference written in parentheses after the words it cites: `“…” (ST I, q. 2, a. 3, co.)`, `(SCG III, c. 71)`. */
const PARENTHESISED = /(?:“([^”]{1,400})”\s*)?\(([^()]{4,80})\)/g;

/**
 * A text of ours (a study material) with each reference it gives in parentheses as a link to the reader
 * at its section; when quoted words stand just before, the link carries them so the reader marks them.
 * Scripture written as the Summa writes it is linked too. Only the reference itself becomes the link.
 */
export function linkReferences(text: string): TextPiece[] {
  const links: { start: number; end: number; href: string }[] = [];
  for (const m of text.matchAll(PARENTHESISED)) {
    const [whole, quoted, inner = ""] = m;
    const href = readerHref(inner.trim(), quoted ?? null);
    if (!href) continue;
    const start = (m.index ?? 0) + whole.length - inner.length - 1;
    links.push({ start, end: start + inner.length, href });
  }
  for (const c of locateScriptureCitations(text)) {
    if (c.book === null || links.some((l) => c.start < l.end && c.end > l.start)) continue;
    links.push({ start: c.start, end: c.end, href: citationHref(c.book, c.chapter, c.verses) });
  }
  links.sort((a, b) => a.start - b.start);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const l of links) {
    if (l.start > at) pieces.push({ text: text.slice(at, l.start), href: null });
    pieces.push({ text: text.slice(l.start, l.end), href: l.href });
    at = l.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), href: null });
  return pieces;
}
