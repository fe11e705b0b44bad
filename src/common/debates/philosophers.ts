/** The fifteen philosophers who can face Aquinas, with the names the screens show. */
export const DEBATE_PHILOSOPHERS = {
  plato: "Plato",
  aristotle: "Aristotle",
  augustine: "Augustine of Hippo",
  anselm: "Anselm of Canterbury",
  boethius: "Boethius",
  avicenna: "Avicenna (Ibn Sina)",
  averroes: "Averroes (Ibn Rushd)",
  maimonides: "Moses Maimonides",
  ockham: "William of Ockham",
  descartes: "René Descartes",
  spinoza: "Baruch Spinoza",
  hume: "David Hume",
  kant: "Immanuel Kant",
  nietzsche: "Friedrich Nietzsche",
  marx: "Karl Marx",
} as const;
export type PhilosopherKey = keyof typeof DEBATE_PHILOSOPHERS;
export const PHILOSOPHER_KEYS = Object.keys(DEBATE_PHILOSOPHERS) as PhilosopherKey[];
