import { z } from "zod";
import { messageSchema } from "../conversations/contract.js";
import { educationLevelSchema } from "../education/levels.js";
import { citationSchema } from "../knowledge-base/citation.js";
import { COMPARISON_CONTEXT_MAX, COMPARISON_TOPIC_MAX } from "./limits.js";
import { COMPARISON_PHILOSOPHER_KEYS, type ComparisonPhilosopherKey } from "./philosophers.js";

export { COMPARISON_CONTEXT_MAX, COMPARISON_TOPIC_MAX } from "./limits.js";

export const comparisonPhilosopherSchema = z.enum(
  COMPARISON_PHILOSOPHER_KEYS as [ComparisonPhilosopherKey, ...ComparisonPhilosopherKey[]],
  { message: "Choose one of the philosophers offered." },
);

/** §3 Comparison request; an empty topic takes the fallback of §5 (see `comparisonTopicOrFallback`). */
export const comparisonRequestSchema = z.object({
  philosopher: comparisonPhilosopherSchema,
  topic: z
    .string()
    .trim()
    .max(COMPARISON_TOPIC_MAX, `A topic can be at most ${COMPARISON_TOPIC_MAX} characters.`)
    .default(""),
  educationLevel: educationLevelSchema.default("college"),
  context: z
    .string()
    .max(
      COMPARISON_CONTEXT_MAX,
      `The conversation context can be at most ${COMPARISON_CONTEXT_MAX} characters.`,
    )
    .optional(),
});
export type ComparisonRequest = z.input<typeof comparisonRequestSchema>;

/** §3 Comparison result, with the passages quoted and whether the other thinker's own words are quoted. */
export const comparisonResultSchema = z.object({
  aquinas_position: z.string(),
  comparison_philosopher_position: z.string(),
  key_similarities: z.array(z.string()),
  key_differences: z.array(z.string()),
  historical_context: z.string(),
  educational_summary: z.string(),
  topic: z.string().optional(),
  philosopher: comparisonPhilosopherSchema,
  /** The catalogue topic the comparison was made on, when the topic matched one. */
  matchedTopic: z.string().nullable(),
  /** Every passage quoted above, his first, each re-read from the knowledge base. */
  citations: z.array(citationSchema),
  /** False when the other thinker's part is only our summary: the knowledge base holds none of his words on it. */
  philosopherQuoted: z.boolean(),
  engine: z.enum(["composer", "openai-compatible", "anthropic"]),
  /** Set when a configured model's comparison was set aside for the grounded one, with the reason why. */
  fallback: z
    .object({ reason: z.enum(["timeout", "error", "unusable"]), message: z.string() })
    .nullable()
    .optional(),
});
export type ComparisonResult = z.infer<typeof comparisonResultSchema>;

/** Adding a comparison to a chat: the server makes it again from the same request, never from client text. */
export const addComparisonBodySchema = comparisonRequestSchema;
export const addComparisonResponseSchema = z.object({ assistantMessage: messageSchema });
