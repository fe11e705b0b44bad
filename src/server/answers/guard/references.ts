import type { SourceText } from "../types.js";

// References as a reply may write them, canonical or loose: "ST I, q. 2, a. 3, ad 2", "Summa Theologiae
// I-II, question 90", "SCG I, c. 13", "Summa contra Gentiles, book V", "Ex. 3:14". A part or book that does
// not exist ("ST IV", "SCG V") is caught too, so that it can be refused.
const ROMAN = "[IVXL]+(?:-[IVXL]+)?";
const ST_PLACE = String.raw`(?:\s*,?\s*(?:q\.|qu\.|question)\s*\d+)?(?:\s*,?\s*(?:a\.|art\.|article)\s*\d+)?(?:\s*,?\s*(?:co\.|s\.\s?c\.|obj\.\s*\d+|ad\s*\d+))?`;
const ST = String.raw`\b(?:ST|S\.\s?T\.|Summa\s+Theologi(?:ae|ca))\s*,?\s*(?:(?:part|pars)\s+)?(?:${ROMAN}|Suppl\.?)(?![\p{L}])${ST_PLACE}`;
const SCG = String.raw`\b(?:SCG|Summa\s+contra\s+Gentiles|Contra\s+Gentiles)\s*,?\s*(?:(?:book|bk\.|lib\.)\s*)?${ROMAN}(?![\p{L}])(?:\s*,?\s*(?:c\.|ch\.|cap\.|chapter)\s*\d+)?(?:\s*,?\s*n\.\s*\d+)?`;
const BARE = String.raw`\b(?:q\.|question)\s*\d+(?:\s*,?\s*(?:a\.|art\.|article)\s*\d+)?`;
const BIBLE = String.raw`\b(?:[1-4]\s?)?[A-Z][a-z]{1,5}\.?\s\d{1,3}:\d{1,3}(?:[-–]\d{1,3})?`;
export const REFERENCE_PATTERN = new RegExp(`(?:${ST})|(?:${SCG})|(?:${BARE})|(?:${BIBLE})`, "gu");

const ST_PARTS = new Set(["I", "I-II", "II-II", "III", "SUPPL"]);
const SCG_BOOKS = new Set(["I", "II", "III", "IV"]);

const squash = (ref: string) => ref.replace(/\s+/g, "").replace(/\.$/, "").toLowerCase();

/** The canonical form of a loose reference, so that it can be compared with the supplied passages. */
export function canonicalReference(ref: string): string {
  return ref
    .replace(/^(?:S\.\s?T\.|Summa\s+Theologi(?:ae|ca))\s*,?\s*(?:(?:part|pars)\s+)?/i, "ST ")
    .replace(/^(?:Summa\s+contra\s+Gentiles|Contra\s+Gentiles)\s*,?\s*(?:(?:book|bk\.|lib\.)\s*)?/i, "SCG ")
    .replace(/^SCG\s*,?\s*(?:(?:book|bk\.|lib\.)\s*)?/i, "SCG ")
    .replace(/\s*,?\s*(?:qu\.|question)\s*/gi, ", q. ")
    .replace(/\s*,?\s*(?:art\.|article)\s*/gi, ", a. ")
    .replace(/\s*,?\s*(?:ch\.|cap\.|chapter)\s*/gi, ", c. ")
    .trim();
}

/** A part of the Summa or a book of the Contra Gentiles that exists at all. */
function partExists(canonical: string): boolean {
  const st = /^ST\s+([IVXL]+(?:-[IVXL]+)?|Suppl)/i.exec(canonical);
  if (st) return ST_PARTS.has((st[1] ?? "").toUpperCase());
  const scg = /^SCG\s+([IVXL]+)/i.exec(canonical);
  if (scg) return SCG_BOOKS.has((scg[1] ?? "").toUpperCase());
  return true;
}

/** The supplied passages a reference names: the passage, its article, or the question that holds it. */
export function sourcesNamed(ref: string, sources: SourceText[]): SourceText[] {
  const canonical = canonicalReference(ref);
  const wanted = squash(canonical);
  if (/^(?:q\.|question)/i.test(ref)) {
    // "q. 2, a. 3" with no work: any supplied article at that place.
    return sources.filter(
      (s) => squash(s.articleRef).includes(`,${wanted}`) || squash(s.reference).includes(`,${wanted}`),
    );
  }
  return sources.filter((s) => {
    const own = squash(s.reference);
    const article = squash(s.articleRef);
    return (
      own === wanted || article === wanted || article.startsWith(`${wanted},`) || own.startsWith(`${wanted},`)
    );
  });
}

/**
 * A reference in the reply is allowed when it names a supplied passage, its article or question, or a part
 * of a work that exists ("ST I-II"), or when a supplied passage itself cites it (Aquinas quoting Scripture).
 */
export function referenceAllowed(ref: string, sources: SourceText[]): boolean {
  const canonical = canonicalReference(ref);
  if (!partExists(canonical)) return false;
  if (/^(?:ST|SCG)\s+[IVXL-]+\.?$|^ST\s+Suppl\.?$/i.test(canonical)) return true;
  if (sourcesNamed(ref, sources).length > 0) return true;
  const wanted = squash(canonical);
  return sources.some((s) => squash(s.content).includes(wanted));
}

/** The references a piece of text makes, in order. */
export function referencesIn(text: string): { ref: string; start: number; end: number }[] {
  return [...text.matchAll(REFERENCE_PATTERN)].map((m) => ({
    ref: m[0].trim(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}
