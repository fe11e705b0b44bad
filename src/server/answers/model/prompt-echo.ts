import { normaliseForMatch } from "../guard/normalise.js";
import { PRIVATE_LINES } from "./prompts.js";

const RULES = PRIVATE_LINES.map(normaliseForMatch);
const PASSAGE_HEADER = /^\s*\[\d+\]\s+\S.*\s—\s/;

/**
 * Drops lines that repeat the private rules or the prompt's passage headers, however the learner
 * asked for them; a reply that only echoed the prompt is left empty.
 */
export function stripPromptEcho(text: string): string {
  return text
    .split("\n")
    .filter((line) => {
      const flat = normaliseForMatch(line);
      if (PASSAGE_HEADER.test(line)) return false;
      if (/^passages:$/i.test(flat)) return false;
      return !RULES.some(
        (rule) => flat.length >= 24 && (rule.includes(flat) || flat.includes(rule.slice(0, 60))),
      );
    })
    .join("\n");
}
