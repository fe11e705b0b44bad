import { z } from "zod";
import { educationLevelSchema } from "../education/levels.js";
import { COMPARISON_PHILOSOPHER_KEYS, type ComparisonPhilosopherKey } from "./philosophers.js";

export const COMPARISON_CONTEXT_MAX = 2000;

export const comparisonRequestSchema = z.object({
  philosopher: z.enum(
    COMPARISON_PHILOSOPHER_KEYS as [ComparisonPhilosopherKey, ...ComparisonPhilosopherKey[]],
  ),
  topic: z.string().trim().min(1).max(500),
  educationLevel: educationLevelSchema.default("college"),
  context: z.string().max(COMPARISON_CONTEXT_MAX).optional(),
});

export const comparisonResultSchema = z.object({
  aquinas_position: z.string(),
  comparison_philosopher_position: z.string(),
  key_similarities: z.array(z.string()),
  key_differences: z.array(z.string()),
  historical_context: z.string(),
  educational_summary: z.string(),
  topic: z.string().optional(),
});
export type ComparisonResult = z.infer<typeof comparisonResultSchema>;
