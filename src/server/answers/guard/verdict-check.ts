import type { DigestVerdict } from "../../../common/knowledge-base/digest.js";

/** A yes or no a reply states as his answer. */
export type StatedVerdict = "yes" | "no";

const STATEMENTS: { pattern: RegExp; verdict: StatedVerdict }[] = [
  {
    pattern:
      /\b(?:my|the) answer (?:is|was|would be)[:,]?\s+(?:a\s+)?(?:firm\s+|clear\s+|plain\s+)?["“]?yes\b/i,
    verdict: "yes",
  },
  {
    pattern:
      /\b(?:my|the) answer (?:is|was|would be)[:,]?\s+(?:a\s+)?(?:firm\s+|clear\s+|plain\s+)?["“]?no\b/i,
    verdict: "no",
  },
  { pattern: /\bI answer (?:yes|affirmatively)\b/i, verdict: "yes" },
  { pattern: /\bI answer (?:no|negatively)\b/i, verdict: "no" },
  {
    pattern: /\bmy (?:position|answer|verdict)[^.]{0,20}\bis (?:affirmative|in the affirmative)\b/i,
    verdict: "yes",
  },
  {
    pattern: /\bmy (?:position|answer|verdict)[^.]{0,20}\bis (?:negative|in the negative)\b/i,
    verdict: "no",
  },
  { pattern: /^\s*(?:\*\*)?yes[.,!]/i, verdict: "yes" },
  { pattern: /^\s*(?:\*\*)?no[.,!]/i, verdict: "no" },
];

/** The yes/no answers a passage of a reply states, in order (a distinction states neither). */
export function statedVerdicts(text: string): StatedVerdict[] {
  const found: StatedVerdict[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    // A quotation is his text, checked elsewhere; only the reply's own words state a verdict here.
    const own = paragraph.replace(/[“"][^”"]*[”"]/g, "");
    for (const { pattern, verdict } of STATEMENTS) if (pattern.test(own)) found.push(verdict);
  }
  return found;
}

/**
 * Whether a passage of a reply contradicts the verdict of the article it answers from: a yes where he
 * says no, or a no where he says yes. Where he distinguishes, a flat yes or no is a contradiction too.
 */
export function contradictsVerdict(text: string, verdict: DigestVerdict): boolean {
  const stated = statedVerdicts(text);
  if (stated.length === 0) return false;
  if (verdict === "distinguishes") return true;
  return stated.some((v) => v !== verdict);
}
