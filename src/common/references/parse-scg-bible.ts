import { findScriptureBook } from "./scripture-books.js";
import type { ScgReference, ScriptureReference } from "./types.js";

const SCG_PREFIX =
  /^(?:summa\s+contra\s+gentiles|contra\s+gentiles|c\.\s*g\.|scg|s\.\s*c\.\s*g\.|sum\.?\s*c\.?\s*gent\.?)(?=[\s,.\d]|$)/;
const ROMAN_BOOK: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, "1": 1, "2": 2, "3": 3, "4": 4 };

/**
 * Parses `SCG I, c. 13, n. 3` and looser forms ("Contra Gentiles 1.13", "SCG book 3 ch. 2", "SCG II, cc. 32, 35, ¶1").
 * `text` must be lower-cased and trimmed.
 */
export function parseScgReference(text: string): ScgReference | null {
  const prefix = SCG_PREFIX.exec(text);
  if (!prefix) return null;
  let s = text.slice(prefix[0].length).replace(/^[\s,.:]*/, "");
  const book = /^(?:book\s+|lib(?:er)?\.?\s*|bk\.?\s*)?(iv|iii|ii|i|[1-4])(?![a-z\d])/.exec(s);
  if (!book?.[1]) return null;
  const ref: ScgReference = { work: "scg", book: ROMAN_BOOK[book[1]] ?? 0, chapter: 0 };
  s = s.slice(book[0].length).replace(/^[\s,.:]*/, "");

  const range = /^cc?\.?\s*(\d+)\s*[-–]\s*(\d+)/.exec(s);
  const list = range ? null : /^cc\.?\s*(\d+(?:\s*,\s*\d+)+)/.exec(s);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (to <= from || to - from > 20) return null;
    ref.chapter = from;
    ref.chapters = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    s = s.slice(range[0].length);
  } else if (list?.[1]) {
    ref.chapters = list[1].split(",").map((n) => Number(n.trim()));
    ref.chapter = ref.chapters[0] ?? 0;
    s = s.slice(list[0].length);
  } else {
    const chapter = /^(?:c(?:ap(?:ut)?|h(?:ap(?:ter)?)?)?\.?\s*)?(\d+)/.exec(s);
    if (!chapter) return null;
    ref.chapter = Number(chapter[1]);
    s = s.slice(chapter[0].length);
  }
  s = s.replace(/^\s*/, "");
  if (/^\(rickaby\)/.test(s)) {
    ref.rickabyOnly = true;
    s = s.slice("(rickaby)".length);
  }
  s = s.replace(/^[\s,.:]*/, "");
  const paragraph = /^(?:n(?:o|um)?\.?\s*)?(\d+)/.exec(s);
  const english = /^(?:¶|par\.?|para(?:graph)?)\s*(\d+)/.exec(s);
  const note = /^(?:rickaby\s+)?note\s*(\d+)/.exec(s);
  if (english) {
    ref.englishParagraph = Number(english[1]);
    s = s.slice(english[0].length);
  } else if (note) {
    ref.note = Number(note[1]);
    s = s.slice(note[0].length);
  } else if (paragraph) {
    ref.paragraph = Number(paragraph[1]);
    s = s.slice(paragraph[0].length);
  }
  if (s.replace(/^[\s.,;)]*/, "") !== "" || ref.chapter < 1) return null;
  return ref;
}

const SCRIPTURE =
  /^((?:(?:[1-4]|iv|iii|ii|i|first|second|third|fourth|1st|2nd|3rd|4th)\s+|[1-4])?[a-z][a-z .]*?)\.?\s*(\d{1,3})(?:\s*[:,.]\s*(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?)?[\s.;,)]*$/;

/** Parses "Ex. 3:14", "Exodus 3:14", "Ps 83:3", "1 Cor. 13:13", "Rm. 4:2", "I Kings 3", "Mt 5:3-4". */
export function parseScriptureReference(text: string): ScriptureReference | null {
  const m = SCRIPTURE.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const found = findScriptureBook(m[1]);
  if (!found) return null;
  const ref: ScriptureReference = { work: "bible", book: found.code, chapter: Number(m[2]) };
  if (m[3]) ref.verse = Number(m[3]);
  if (m[4] && ref.verse !== undefined && Number(m[4]) > ref.verse) ref.verseEnd = Number(m[4]);
  if (ref.chapter < 1 || (ref.verse !== undefined && ref.verse < 1)) return null;
  return ref;
}
