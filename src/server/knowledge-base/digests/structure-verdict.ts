import type { DigestVerdict } from "../../../common/knowledge-base/digest.js";

const NEGATIONS = /\b(?:not|no|nothing|none|never|nor|cannot|neither|nobody|nowise|nowhere)\b|n't\b/gi;

function negations(text: string): number {
  return text.match(NEGATIONS)?.length ?? 0;
}

/** The proposition a title asks about: "Whether God exists?" → "God exists". */
export function titleProposition(title: string): string {
  return title
    .replace(/^\s*whether\s+/i, "")
    .replace(/[?.\s]+$/, "")
    .trim();
}

/** What the first objection claims: "It seems that God does not exist; because …" → "God does not exist". */
export function objectionClaim(objection: string): string | null {
  const body = objection.replace(/^\s*Objection\s+\d+\s*:\s*/i, "");
  const m = /\b(?:would\s+)?seems?\s+that\s+(.+?)(?:[;:.]|\s+because\b|\s+for\s|\s+since\s|$)/i.exec(body);
  return m?.[1]?.trim() ?? null;
}

/**
 * What an article's structure suggests his answer is: the objections argue against his position, so when
 * the first objection denies what the title asks, he answers yes, and when it affirms it, no. This only
 * flags digests to re-read: a disagreement is settled by reading the article, never by this guess.
 */
export function structureVerdict(title: string, firstObjection: string | undefined): DigestVerdict | null {
  if (!firstObjection || !/^\s*whether\b/i.test(title)) return null;
  const proposition = titleProposition(title);
  if (/\bor\b/i.test(proposition)) return null;
  const claim = objectionClaim(firstObjection);
  if (!claim) return null;
  const differ = negations(proposition) % 2 !== negations(claim) % 2;
  return differ ? "yes" : "no";
}
