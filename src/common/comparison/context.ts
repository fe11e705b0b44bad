import { COMPARISON_CONTEXT_MAX } from "./limits.js";

/** §5: the topics used when the learner leaves the topic empty. */
export const DEFAULT_COMPARISON_TOPIC = "Core philosophical and theological principles";
export const CONTEXT_COMPARISON_TOPIC = "Current conversation topics and themes";
/** §5: the prefill is made only from a context longer than this, from its last lines, cut to a length. */
export const PREFILL_MIN_CONTEXT = 50;
export const PREFILL_LINES = 10;
export const PREFILL_MAX_CHARS = 200;

export function comparisonTopicOrFallback(topic: string | undefined, usingContext: boolean): string {
  const trimmed = topic?.trim() ?? "";
  if (trimmed) return trimmed;
  return usingContext ? CONTEXT_COMPARISON_TOPIC : DEFAULT_COMPARISON_TOPIC;
}

/** §5: the conversation as "role: content" lines, its last 2000 characters. */
export function conversationContext(messages: readonly { role: string; content: string }[]): string {
  const text = messages.map((m) => `${m.role}: ${m.content}`).join("\n");
  return text.length > COMPARISON_CONTEXT_MAX ? text.slice(-COMPARISON_CONTEXT_MAX) : text;
}

/** §4/§5: a summary of the recent discussion for the topic box, or null when the context is too short. */
export function topicPrefill(context: string): string | null {
  if (context.length <= PREFILL_MIN_CONTEXT) return null;
  const lines = context
    .split("\n")
    .filter((line) => line.trim())
    .slice(-PREFILL_LINES)
    .map((line) => line.replace(/^(?:user|assistant):\s*/, "").trim());
  const joined = lines.join(" ").replace(/\s+/g, " ").trim();
  return joined.slice(0, PREFILL_MAX_CHARS).trim();
}
