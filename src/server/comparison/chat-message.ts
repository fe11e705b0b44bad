import type { ComparisonResult } from "../../common/comparison/contract.js";
import { COMPARISON_PHILOSOPHERS } from "../../common/comparison/philosophers.js";
import type { AnswerResult } from "../answers/types.js";

/** The comparison as a chat reply: headed sections, lists, and the citations of every quotation. */
export function comparisonAsReply(result: ComparisonResult): AnswerResult {
  const name = COMPARISON_PHILOSOPHERS[result.philosopher].name;
  const bullets = (items: string[]) => items.map((item) => `- ${item}`);
  const content = [
    `# Aquinas and ${name}: ${result.topic ?? ""}`.trim(),
    "## Aquinas' position",
    result.aquinas_position,
    `## ${name}'s position`,
    result.comparison_philosopher_position,
    "## Key similarities",
    ...bullets(result.key_similarities),
    "## Key differences",
    ...bullets(result.key_differences),
    "## Historical context",
    result.historical_context,
    "## Summary",
    result.educational_summary,
  ].join("\n");
  return {
    content,
    citations: result.citations,
    confidence: result.citations.length > 0 ? "high" : "low",
    engine: result.engine,
  };
}
