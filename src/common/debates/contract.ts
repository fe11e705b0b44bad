import { z } from "zod";
import { anyLevelKeySchema } from "../education/levels.js";
import { debateCitationSchema } from "../knowledge-base/citation.js";
import { materialTypeSchema } from "../materials/material-types.js";
import {
  DEBATE_SPEAKERS,
  DEBATE_TITLE_MAX,
  debateStatusSchema,
  MAX_TURNS,
  opponentSchema,
} from "./catalogue.js";

export const createDebateBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(DEBATE_TITLE_MAX, `Title must be less than ${DEBATE_TITLE_MAX} characters`),
  topic: z.string().trim().min(1, "Topic is required"),
  description: z.string().trim().nullable().optional(),
  opponentPhilosopher: z.string().trim().min(1, "Opponent philosopher is required").pipe(opponentSchema),
  maxTurns: z.coerce.number().int().min(MAX_TURNS.min).max(MAX_TURNS.max).default(MAX_TURNS.default),
  educationLevel: anyLevelKeySchema.default("college"),
  aquinasDefends: z.boolean().default(true),
  moderatorInstructions: z.string().nullable().optional(),
});

export const debateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  topic: z.string(),
  description: z.string().nullable(),
  opponentPhilosopher: z.string(),
  aquinasDefends: z.boolean(),
  moderatorInstructions: z.string().nullable(),
  currentTurn: z.number().int(),
  maxTurns: z.number().int(),
  status: debateStatusSchema.or(z.string()),
  educationLevel: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Debate = z.infer<typeof debateSchema>;

export const philosophersConfigSchema = z.record(z.string(), z.string());

/** A debate as the list shows it. */
export const debateListItemSchema = debateSchema.pick({
  id: true,
  title: true,
  topic: true,
  status: true,
  opponentPhilosopher: true,
  currentTurn: true,
  maxTurns: true,
  educationLevel: true,
  createdAt: true,
});
export type DebateListItem = z.infer<typeof debateListItemSchema>;

/** The catalogue the create dialog and the detail page read: who can debate, on what, holding what. */
export const catalogueSchema = z.object({
  philosophers: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      dates: z.string(),
      era: z.string(),
      emblem: z.object({ initials: z.string(), icon: z.string() }),
      keyWorks: z.array(z.string()),
      /** His thesis on each preset topic, in our words (a summary, never a quotation). */
      theses: z.record(z.string(), z.string()),
      /** Whether the knowledge base holds his own texts, so his turns can quote him. */
      quotable: z.boolean(),
    }),
  ),
  topics: z.array(z.object({ key: z.string(), label: z.string(), motion: z.string() })),
});
export type DebateCatalogue = z.infer<typeof catalogueSchema>;

export const argumentSchema = z.object({
  id: z.uuid(),
  debateId: z.uuid(),
  speaker: z.enum(DEBATE_SPEAKERS),
  turnNumber: z.number().int(),
  content: z.string(),
  citations: z.array(debateCitationSchema).nullable(),
  analysis: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type DebateArgument = z.infer<typeof argumentSchema>;

/** Who wrote a turn just taken: the grounded composer, or the model; and why a model's turn was set aside. */
export const generationSchema = z.object({
  engine: z.enum(["composer", "openai-compatible", "anthropic"]),
  fallback: z.object({ reason: z.enum(["timeout", "error", "unusable"]), message: z.string() }).nullable(),
  /** Whether the analysis is the model's too (false: the grounded analysis was kept). */
  analysisByModel: z.boolean().optional(),
});
export type Generation = z.infer<typeof generationSchema>;

/** The answer to taking a turn: the stored argument and how it was written. */
export const postedArgumentSchema = argumentSchema.extend({ generation: generationSchema });

export const createArgumentBodySchema = z
  .object({
    speaker: z.enum(DEBATE_SPEAKERS),
    educationLevel: anyLevelKeySchema.default("college"),
    content: z.string().trim().optional(),
  })
  .refine((body) => body.speaker !== "user" || (body.content?.length ?? 0) > 0, {
    message: "Your argument cannot be empty.",
    path: ["content"],
  });

export const debateMaterialBodySchema = z.object({
  educationLevel: anyLevelKeySchema.default("college"),
  materialType: materialTypeSchema.default("debate_summary"),
});

/** A material generated from a debate (not stored). */
export const debateMaterialSchema = z.object({
  title: z.string(),
  description: z.string(),
  content: z.string(),
  materialType: materialTypeSchema,
  educationLevel: z.string(),
});
export type DebateMaterial = z.infer<typeof debateMaterialSchema>;
