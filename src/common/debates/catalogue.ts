import { z } from "zod";

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

/** The fifteen philosophers who can face Aquinas, with the names the screens show. */
export const DEBATE_PHILOSOPHERS = {
  plato: "Plato",
  aristotle: "Aristotle",
  epicurus: "Epicurus",
  augustine: "Augustine of Hippo",
  anselm: "Anselm of Canterbury",
  descartes: "René Descartes",
  hobbes: "Thomas Hobbes",
  spinoza: "Baruch Spinoza",
  locke: "John Locke",
  hume: "David Hume",
  kant: "Immanuel Kant",
  mill: "John Stuart Mill",
  marx: "Karl Marx",
  nietzsche: "Friedrich Nietzsche",
  russell: "Bertrand Russell",
} as const;
export type PhilosopherKey = keyof typeof DEBATE_PHILOSOPHERS;
export const PHILOSOPHER_KEYS = Object.keys(DEBATE_PHILOSOPHERS) as PhilosopherKey[];
export const USER_OPPONENT = "user" as const;
export const opponentSchema = z.enum([
  ...(PHILOSOPHER_KEYS as [PhilosopherKey, ...PhilosopherKey[]]),
  USER_OPPONENT,
]);
export type Opponent = z.infer<typeof opponentSchema>;

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
export const CUSTOM_TOPIC = "custom" as const;

/** Pairings where the opponent defends the thesis and Aquinas opposes it. */
const OPPONENT_DEFENDS: Partial<Record<DebateTopicKey, readonly PhilosopherKey[]>> = {
  existence_of_god: ["nietzsche", "russell"],
  faith_reason: ["nietzsche", "russell"],
  natural_law: ["nietzsche", "russell"],
  immortality_soul: ["epicurus"],
  causation: ["hume"],
  free_will: ["spinoza", "hobbes"],
};

export function aquinasDefendsFor(topic: string, opponent: string): boolean {
  const opponents = OPPONENT_DEFENDS[topic as DebateTopicKey];
  return !opponents?.includes(opponent as PhilosopherKey);
}

export const MAX_TURNS = { min: 2, max: 20, default: 6 } as const;
export const DEBATE_TITLE_MAX = 200;

export const DEBATE_SPEAKERS = ["aquinas", "opponent", "user"] as const;
export type DebateSpeaker = (typeof DEBATE_SPEAKERS)[number];
