import { z } from "zod";
import { TITLE_MAX_CHARS } from "../http/text-limits.js";
import { DEBATE_PHILOSOPHERS, PHILOSOPHER_KEYS, type PhilosopherKey } from "./philosophers.js";

export { DEBATE_PHILOSOPHERS, PHILOSOPHER_KEYS, type PhilosopherKey } from "./philosophers.js";

export const DEBATE_STATUSES = ["setup", "active", "completed", "paused"] as const;
export type DebateStatus = (typeof DEBATE_STATUSES)[number];
export const debateStatusSchema = z.enum(DEBATE_STATUSES);

export type BadgeColour = "yellow" | "green" | "blue" | "gray";
export const DEBATE_STATUS_COLOURS: Record<DebateStatus, BadgeColour> = {
  setup: "yellow",
  active: "green",
  completed: "blue",
  paused: "gray",
};
export function debateStatusColour(status: string | null | undefined): BadgeColour {
  return (DEBATE_STATUS_COLOURS as Record<string, BadgeColour>)[status ?? ""] ?? "gray";
}

export const philosopherKeySchema = z.enum(PHILOSOPHER_KEYS as [PhilosopherKey, ...PhilosopherKey[]]);
export const USER_OPPONENT = "user" as const;
export const opponentSchema = z.enum([USER_OPPONENT, ...PHILOSOPHER_KEYS] as [
  PhilosopherKey | "user",
  ...(PhilosopherKey | "user")[],
]);
export type Opponent = z.infer<typeof opponentSchema>;

export function isPhilosopherKey(key: string): key is PhilosopherKey {
  return key in DEBATE_PHILOSOPHERS;
}

/** The opponent's display name: the philosopher's name, "You" for the user, else the stored key. */
export function opponentName(opponent: string | null | undefined): string {
  if (!opponent) return "Opponent";
  if (opponent === USER_OPPONENT) return "You";
  return isPhilosopherKey(opponent) ? DEBATE_PHILOSOPHERS[opponent] : opponent;
}

export const DEBATE_TOPICS = {
  existence_of_god: "The Existence of God",
  nature_of_knowledge: "The Nature of Knowledge",
  free_will: "Free Will and Determinism",
  ethics_morality: "Ethics and Morality",
  mind_body: "Mind and Body",
  natural_law: "Natural Law",
  faith_reason: "Faith and Reason",
  immortality_soul: "The Immortality of the Soul",
  causation: "Causation",
  justice: "Justice",
  happiness: "Happiness and the Good Life",
  universals: "The Problem of Universals",
} as const;
export type DebateTopicKey = keyof typeof DEBATE_TOPICS;
export const TOPIC_KEYS = Object.keys(DEBATE_TOPICS) as DebateTopicKey[];
export const CUSTOM_TOPIC = "custom" as const;
export const CUSTOM_TOPIC_LABEL = "Custom Topic";

export function isTopicKey(key: string): key is DebateTopicKey {
  return key in DEBATE_TOPICS;
}

/** A stored topic as the screens show it: the preset's label, or the custom text itself. */
export function topicLabel(topic: string): string {
  return isTopicKey(topic) ? DEBATE_TOPICS[topic] : topic;
}

/**
 * Pairings where the opponent defends his own thesis and Aquinas attacks it (spec §5); everywhere else
 * Aquinas defends the topic's motion and the opponent opposes it.
 */
export const OPPONENT_DEFENDS: Partial<Record<DebateTopicKey, readonly PhilosopherKey[]>> = {
  existence_of_god: ["hume", "kant"],
  faith_reason: ["hume", "kant"],
  natural_law: ["hume", "kant"],
  immortality_soul: ["averroes"],
  causation: ["hume"],
  free_will: ["spinoza", "nietzsche"],
};

export function aquinasDefendsFor(topic: string, opponent: string): boolean {
  const opponents = OPPONENT_DEFENDS[topic as DebateTopicKey];
  return !opponents?.includes(opponent as PhilosopherKey);
}

export const MAX_TURNS = { min: 2, max: 20, default: 6 } as const;
export const DEBATE_TITLE_MAX = TITLE_MAX_CHARS;
export const DEBATE_TOPIC_MAX = 500;

/** Reads the form's number field: a number is kept as typed, anything non-numeric falls back to 6. */
export function parseMaxTurns(value: string | number): number {
  const n = typeof value === "number" ? value : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.trunc(n) : MAX_TURNS.default;
}

export const DEBATE_SPEAKERS = ["aquinas", "opponent", "user"] as const;
export type DebateSpeaker = (typeof DEBATE_SPEAKERS)[number];

/** Aquinas takes the odd turns and opens; the opponent (or the user) takes the even ones. */
export function speakerOfTurn(turn: number, opponent: string): DebateSpeaker {
  if (turn % 2 === 1) return "aquinas";
  return opponent === USER_OPPONENT ? "user" : "opponent";
}

/** Alternation by the last speaker: after Aquinas the opponent, otherwise Aquinas. */
export function nextSpeaker(lastSpeaker: DebateSpeaker | null | undefined, opponent: string): DebateSpeaker {
  if (lastSpeaker !== "aquinas") return "aquinas";
  return opponent === USER_OPPONENT ? "user" : "opponent";
}

/** Complete when the current turn has reached the maximum. */
export function isComplete(
  currentTurn: number | null | undefined,
  maxTurns: number | null | undefined,
): boolean {
  return (currentTurn ?? 0) >= (maxTurns ?? MAX_TURNS.default);
}
