import { z } from "zod";
import { DEBATE_TOPICS, type DebateTopicKey, PHILOSOPHER_KEYS, type PhilosopherKey } from "./catalogue.js";
import anselm from "./data/anselm.json" with { type: "json" };
import aristotle from "./data/aristotle.json" with { type: "json" };
import augustine from "./data/augustine.json" with { type: "json" };
import averroes from "./data/averroes.json" with { type: "json" };
import avicenna from "./data/avicenna.json" with { type: "json" };
import boethius from "./data/boethius.json" with { type: "json" };
import descartes from "./data/descartes.json" with { type: "json" };
import hume from "./data/hume.json" with { type: "json" };
import kant from "./data/kant.json" with { type: "json" };
import maimonides from "./data/maimonides.json" with { type: "json" };
import marx from "./data/marx.json" with { type: "json" };
import nietzsche from "./data/nietzsche.json" with { type: "json" };
import ockham from "./data/ockham.json" with { type: "json" };
import plato from "./data/plato.json" with { type: "json" };
import spinoza from "./data/spinoza.json" with { type: "json" };
import topics from "./data/topics.json" with { type: "json" };

const text = (max: number) => z.string().trim().min(8).max(max);

/** One argument of his in our own words, with where in his works he makes it. */
export const argumentSketchSchema = z.object({
  text: text(300),
  refs: z.array(z.string().min(2)).min(1),
});

export const positionSchema = z.object({
  thesis: text(240),
  arguments: z.array(argumentSketchSchema).min(2).max(4),
});
export type Position = z.infer<typeof positionSchema>;

/** Symbols the screens can draw as a philosopher's emblem (no portraits). */
export const EMBLEM_ICONS = [
  "landmark",
  "scroll",
  "flame",
  "key-round",
  "circle-dot",
  "star",
  "book-open",
  "scroll-text",
  "scissors",
  "brain",
  "infinity",
  "scale",
  "compass",
  "zap",
  "factory",
] as const;

const topicPositions = z.object(
  Object.fromEntries(Object.keys(DEBATE_TOPICS).map((k) => [k, positionSchema])) as Record<
    DebateTopicKey,
    typeof positionSchema
  >,
);

export const philosopherProfileSchema = z.object({
  key: z.enum(PHILOSOPHER_KEYS as [PhilosopherKey, ...PhilosopherKey[]]),
  name: z.string().min(2),
  dates: z.string().min(4),
  era: z.string().min(3),
  emblem: z.object({ initials: z.string().min(1).max(3), icon: z.enum(EMBLEM_ICONS) }),
  keyWorks: z.array(z.string().min(2)).min(2),
  /** The author names under which the knowledge base holds his own texts. */
  authors: z.array(z.string().min(2)).min(1),
  positions: topicPositions,
});
export type PhilosopherProfile = z.infer<typeof philosopherProfileSchema>;

export const topicInfoSchema = z.object({
  /** Aquinas' thesis: what is defended when he defends. */
  motion: text(240),
  /** Words that find the topic's articles in the Summa. */
  query: z.string().min(8),
  /** Articles of the Summa where he treats the topic, most central first. */
  articles: z.array(z.string().regex(/^ST /)).min(2),
});
export type TopicInfo = z.infer<typeof topicInfoSchema>;

const RAW = {
  plato,
  aristotle,
  augustine,
  anselm,
  boethius,
  avicenna,
  averroes,
  maimonides,
  ockham,
  descartes,
  spinoza,
  hume,
  kant,
  nietzsche,
  marx,
};

export const PHILOSOPHER_PROFILES: Record<PhilosopherKey, PhilosopherProfile> = Object.fromEntries(
  Object.entries(RAW).map(([key, data]) => [key, philosopherProfileSchema.parse(data)]),
) as Record<PhilosopherKey, PhilosopherProfile>;

export const TOPIC_INFO: Record<DebateTopicKey, TopicInfo> = z
  .record(z.enum(Object.keys(DEBATE_TOPICS) as [DebateTopicKey, ...DebateTopicKey[]]), topicInfoSchema)
  .parse(topics) as Record<DebateTopicKey, TopicInfo>;
