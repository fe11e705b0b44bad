/** Scholastic and medieval thinkers the comparison tool sets beside Aquinas. */
export interface ComparisonPhilosopher {
  name: string;
  period: string;
  location: string;
  keyWorks: string[];
  focus: string;
}

export const COMPARISON_PHILOSOPHERS = {
  augustine: {
    name: "Augustine of Hippo",
    period: "354–430",
    location: "North Africa",
    keyWorks: ["Confessions", "The City of God", "On the Trinity"],
    focus: "Grace, illumination and the restless heart",
  },
  boethius: {
    name: "Boethius",
    period: "c. 477–524",
    location: "Rome and Pavia",
    keyWorks: ["The Consolation of Philosophy", "De Trinitate"],
    focus: "Providence, eternity and the definition of a person",
  },
  anselm: {
    name: "Anselm of Canterbury",
    period: "1033–1109",
    location: "Bec and Canterbury",
    keyWorks: ["Proslogion", "Monologion", "Cur Deus Homo"],
    focus: "Faith seeking understanding; the ontological argument",
  },
  abelard: {
    name: "Peter Abelard",
    period: "1079–1142",
    location: "Paris",
    keyWorks: ["Sic et Non", "Ethics (Scito te ipsum)"],
    focus: "Dialectic, universals and the ethics of intention",
  },
  avicenna: {
    name: "Avicenna (Ibn Sina)",
    period: "980–1037",
    location: "Persia",
    keyWorks: ["The Book of Healing", "The Book of Salvation"],
    focus: "Essence and existence; the necessary being",
  },
  averroes: {
    name: "Averroes (Ibn Rushd)",
    period: "1126–1198",
    location: "Córdoba and Marrakesh",
    keyWorks: ["Long Commentaries on Aristotle", "The Incoherence of the Incoherence"],
    focus: "Aristotle's commentator; the unity of the intellect",
  },
  maimonides: {
    name: "Moses Maimonides",
    period: "1138–1204",
    location: "Córdoba and Cairo",
    keyWorks: ["The Guide for the Perplexed", "Mishneh Torah"],
    focus: "Negative theology and the harmony of reason and revelation",
  },
  bonaventure: {
    name: "Bonaventure",
    period: "1221–1274",
    location: "Paris",
    keyWorks: ["The Journey of the Mind into God", "Breviloquium"],
    focus: "Franciscan illumination and the ascent to God",
  },
  duns_scotus: {
    name: "John Duns Scotus",
    period: "c. 1266–1308",
    location: "Oxford, Paris and Cologne",
    keyWorks: ["Ordinatio", "Quodlibetal Questions"],
    focus: "Univocity of being, haecceity and the primacy of the will",
  },
} as const satisfies Record<string, ComparisonPhilosopher>;
export type ComparisonPhilosopherKey = keyof typeof COMPARISON_PHILOSOPHERS;
export const COMPARISON_PHILOSOPHER_KEYS = Object.keys(COMPARISON_PHILOSOPHERS) as ComparisonPhilosopherKey[];
