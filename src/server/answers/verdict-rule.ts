import type { DigestVerdict } from "../../common/knowledge-base/digest.js";
import type { Grounding } from "./gather.js";
import { contradictsVerdict, statedVerdicts } from "./guard/verdict-check.js";

/**
 * The verdict no paragraph of a reply may contradict: the main article's, when it answers the question;
 * "none" when it is only the nearest question he asked (no yes or no may be given); null without a digest.
 */
export type VerdictRule = DigestVerdict | "none" | null;

export function verdictRule(grounding: Pick<Grounding, "main" | "relevance">): VerdictRule {
  const digest = grounding.main?.digest;
  if (!digest) return null;
  return grounding.relevance === "answers" ? digest.verdict : "none";
}

/** Whether a paragraph of a reply reverses his answer, or gives a yes or no where it may not. */
export function breaksVerdict(text: string, rule: VerdictRule): boolean {
  if (rule === null) return false;
  if (rule === "none") return statedVerdicts(text).length > 0;
  return contradictsVerdict(text, rule);
}

/** The reply without any paragraph that breaks the rule: the consistency check every reply passes. */
export function keepConsistent(text: string, rule: VerdictRule): { text: string; removed: number } {
  if (rule === null) return { text, removed: 0 };
  const paragraphs = text.split(/\n\s*\n/);
  const kept = paragraphs.filter((p) => !breaksVerdict(p, rule));
  return { text: kept.join("\n\n"), removed: paragraphs.length - kept.length };
}
