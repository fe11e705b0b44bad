import type { SourceText } from "../types.js";

// Canonical references as they appear in prose: ST I, q. 2, a. 3, ad 2 · SCG I, c. 13, n. 3 · Ex. 3:14.
const ST = String.raw`\bST\s+(?:I-II|II-II|III|II|I|Suppl\.?)\s*,?\s*q\.\s*\d+(?:\s*,\s*a\.\s*\d+)?(?:\s*,\s*(?:co\.|s\.\s?c\.|obj\.\s*\d+|ad\s*\d+))?`;
const SCG = String.raw`\bSCG\s+(?:IV|III|II|I)\s*,\s*c\.\s*\d+(?:\s*,\s*n\.\s*\d+)?`;
const BIBLE = String.raw`\b(?:[1-4]\s?)?[A-Z][a-z]{1,5}\.?\s\d{1,3}:\d{1,3}(?:[-–]\d{1,3})?`;
export const REFERENCE_PATTERN = new RegExp(`(?:${ST})|(?:${SCG})|(?:${BIBLE})`, "g");

const squash = (ref: string) => ref.replace(/\s+/g, "").replace(/\.$/, "").toLowerCase();

/**
 * A reference in the reply is allowed when it names a supplied passage or its article, or when a
 * supplied passage itself cites it (Aquinas quoting Scripture).
 */
export function referenceAllowed(ref: string, sources: SourceText[]): boolean {
  const wanted = squash(ref);
  for (const s of sources) {
    const own = squash(s.reference);
    const article = squash(s.articleRef);
    if (own === wanted || article === wanted) return true;
    // "ST I, q. 2" names the question that holds a supplied article.
    if (article.startsWith(`${wanted},`) || own.startsWith(`${wanted},`)) return true;
    if (squash(s.content).includes(wanted)) return true;
  }
  return false;
}

/** Removes references that name nothing supplied, with the brackets or "see" that introduced them. */
export function stripUnknownReferences(
  text: string,
  sources: SourceText[],
): { text: string; removed: number } {
  let removed = 0;
  const out = text.replace(REFERENCE_PATTERN, (ref) => {
    if (referenceAllowed(ref, sources)) return ref;
    removed += 1;
    return "\uE000";
  });
  if (removed === 0) return { text, removed };
  const cleaned = out
    .replace(/\s*\((?:(?:see|cf\.)\s*)?\uE000(?:\s*[;,]\s*\uE000)*\)/gi, "")
    .replace(/\b(?:see|cf\.)\s*\uE000/gi, "")
    .replace(/\uE000/g, "")
    .replace(/\(\s*[;,]?\s*\)/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\s+([.,;:])/g, "$1");
  return { text: cleaned, removed };
}
