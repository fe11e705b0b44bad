import { occursInPassage } from "../../answers/guard/normalise.js";
import type { ArticleText } from "../../knowledge-base/retrieval/types.js";

/** A quotation in a material: curly-quoted words, then the reference in parentheses when it names one. */
const QUOTATION = /“([^”]*)”(?:\s*\(([^()]*)\))?/g;
/** A fill-in-the-blank gap stands for one missing word; the words around it must still be his. */
const GAP = /_{3,}/g;

export interface MaterialGuardResult {
  content: string;
  /** Quotations checked and found verbatim at their reference. */
  verified: number;
  /** Lines dropped because a quotation in them was not his text at the reference given. */
  removed: string[];
}

/** A text a quotation may be taken from: a passage of his, or a verse of Scripture it cites. */
export interface GuardText {
  reference: string;
  content: string;
  latin: string | null;
}

export function textsOf(articles: ArticleText[]): GuardText[] {
  return articles.flatMap((a) =>
    a.passages.flatMap((p) => [
      { reference: p.reference, content: p.content, latin: p.latin?.content ?? null },
      ...p.scripture.map((v) => ({ reference: v.reference, content: v.content, latin: v.latin })),
    ]),
  );
}

/** The references a material's quotations name. */
export function quotedReferences(content: string): string[] {
  const refs = [...content.matchAll(QUOTATION)].flatMap((m) =>
    m[2] && REFERENCE_LIKE.test(m[2]) ? [m[2].trim()] : [],
  );
  return [...new Set(refs)];
}

const REFERENCE_LIKE = /^(?:ST|SCG)\s|^[1-4]?\s?[A-Z][a-z]+\.? \d+:\d+/;

/**
 * Checks every quotation of a material against the knowledge-base texts it was built from: words in
 * curly quotes must stand verbatim in the passage whose reference follows them, or, with no reference,
 * in one of the passages. A line holding a quotation that fails is dropped, never shown.
 */
export function guardMaterial(content: string, texts: GuardText[]): MaterialGuardResult {
  const byRef = new Map<string, GuardText[]>();
  for (const t of texts) byRef.set(t.reference, [...(byRef.get(t.reference) ?? []), t]);
  let verified = 0;
  const removed: string[] = [];
  const kept = content.split("\n").filter((line) => {
    for (const m of line.matchAll(QUOTATION)) {
      const words = (m[1] ?? "").replace(GAP, "...");
      if (words.split(/\s+/).filter(Boolean).length < 3) continue;
      const ref = m[2]?.trim();
      const named = ref && REFERENCE_LIKE.test(ref) ? ref : null;
      const pool = named ? (byRef.get(named) ?? []) : texts;
      const found = pool.some((t) => occursInPassage(words, t));
      if (!found) {
        removed.push(line);
        return false;
      }
      verified++;
    }
    return true;
  });
  return {
    content: kept
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
    verified,
    removed,
  };
}
