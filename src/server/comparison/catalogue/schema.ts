import { z } from "zod";
import {
  COMPARISON_PHILOSOPHER_KEYS,
  type ComparisonPhilosopherKey,
} from "../../../common/comparison/philosophers.js";
import { COMPARISON_TOPIC_KEYS, type ComparisonTopicKey } from "../../../common/comparison/topics.js";

const text = (max: number) => z.string().trim().min(8).max(max);
const topicKey = z.enum(COMPARISON_TOPIC_KEYS as [ComparisonTopicKey, ...ComparisonTopicKey[]]);
/** An article of the Summa Theologiae or a chapter of the Contra Gentiles, as knowledge_base.article_ref. */
const aquinasRef = z.string().regex(/^(ST|SCG) [IVX-]+, (q\. \d+, a\. \d+|c\. \d+)$/);

/** A passage of the thinker's own words in the knowledge base: its exact reference and a verbatim excerpt. */
export const catalogueQuoteSchema = z.object({
  reference: z.string().min(3),
  text: text(600),
});

/** One topic in a thinker's file: his view in our words (a summary), where he says it, and how it compares. */
export const cataloguePositionSchema = z.object({
  topic: topicKey,
  /** Aquinas' articles that answer this comparison, main one first; else the topic's default. */
  aquinas: z.array(aquinasRef).min(1).max(3).optional(),
  summary: text(900),
  /** One sentence for young learners. */
  plain: text(300),
  references: z.array(z.string().min(3)).min(1),
  similarities: z.array(text(400)).min(1),
  differences: z.array(text(400)).min(1),
  quotes: z.array(catalogueQuoteSchema).default([]),
});
export type CataloguePosition = z.infer<typeof cataloguePositionSchema>;

export const catalogueFileSchema = z
  .object({
    philosopher: z.enum(
      COMPARISON_PHILOSOPHER_KEYS as [ComparisonPhilosopherKey, ...ComparisonPhilosopherKey[]],
    ),
    /** The topic compared when the learner's topic matches none of his. */
    core: topicKey,
    historicalContext: text(1200),
    positions: z.array(cataloguePositionSchema).min(5),
  })
  .refine((f) => f.positions.some((p) => p.topic === f.core), "the core topic must be one of his positions")
  .refine(
    (f) => new Set(f.positions.map((p) => p.topic)).size === f.positions.length,
    "each topic appears once",
  );
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
