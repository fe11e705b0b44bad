import { CONTEXT_COMPARISON_TOPIC, DEFAULT_COMPARISON_TOPIC } from "../../common/comparison/context.js";
import {
  COMPARISON_TOPIC_KEYS,
  COMPARISON_TOPICS,
  type ComparisonTopicKey,
} from "../../common/comparison/topics.js";

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9'-]+/g, " ")
    .trim()} `;

function occurrences(haystack: string, keyword: string): number {
  const needle = ` ${keyword} `;
  let count = 0;
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    count++;
    at = haystack.indexOf(needle, at + needle.length - 1);
  }
  return count;
}

/** How strongly a text speaks of each topic: keyword hits, a phrase of several words counting double. */
export function topicScores(text: string): Map<ComparisonTopicKey, number> {
  const haystack = normalise(text);
  const scores = new Map<ComparisonTopicKey, number>();
  for (const key of COMPARISON_TOPIC_KEYS) {
    let score = 0;
    for (const keyword of COMPARISON_TOPICS[key].keywords) {
      score += occurrences(haystack, normalise(keyword).trim()) * (keyword.includes(" ") ? 2 : 1);
    }
    if (score > 0) scores.set(key, score);
  }
  return scores;
}

/** The best-scoring topic among `among` (all topics when omitted), or null when none is named. */
export function matchTopic(
  text: string,
  among: readonly ComparisonTopicKey[] = COMPARISON_TOPIC_KEYS,
): ComparisonTopicKey | null {
  let best: ComparisonTopicKey | null = null;
  let bestScore = 0;
  for (const [key, score] of topicScores(text)) {
    if (among.includes(key) && score > bestScore) {
      best = key;
      bestScore = score;
    }
  }
  return best;
}

/** The §5 fallback texts name no topic of their own. */
export function isFallbackTopic(topic: string): boolean {
  return topic === DEFAULT_COMPARISON_TOPIC || topic === CONTEXT_COMPARISON_TOPIC;
}
