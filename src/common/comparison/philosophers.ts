/** Scholastic and medieval thinkers the comparison tool sets beside Aquinas (§3). */
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
    location: "Thagaste, Milan and Hippo (North Africa)",
    keyWorks: [
      "Confessions",
      "The City of God",
      "On the Trinity",
      "Enchiridion",
      "On Free Choice of the Will",
    ],
    focus: "Grace, illumination and the restless heart that rests only in God",
  },
  boethius: {
    name: "Boethius",
    period: "c. 477–524",
    location: "Rome and Pavia",
    keyWorks: ["The Consolation of Philosophy", "On the Trinity", "Against Eutyches and Nestorius"],
    focus: "Happiness, providence and eternity; the definition of a person",
  },
  anselm: {
    name: "Anselm of Canterbury",
    period: "1033–1109",
    location: "Aosta, Bec and Canterbury",
    keyWorks: ["Proslogion", "Monologion", "Why God Became Man (Cur Deus Homo)", "On Freedom of Choice"],
    focus: "Faith seeking understanding; the argument from that than which nothing greater can be conceived",
  },
  abelard: {
    name: "Peter Abelard",
    period: "1079–1142",
    location: "Paris and Brittany",
    keyWorks: [
      "Sic et Non",
      "Ethics (Know Thyself)",
      "Logica Ingredientibus",
      "Dialogue of a Philosopher with a Jew and a Christian",
    ],
    focus: "Dialectic, universals and the ethics of intention",
  },
  peter_lombard: {
    name: "Peter Lombard",
    period: "c. 1096–1160",
    location: "Novara and Paris",
    keyWorks: ["Four Books of Sentences"],
    focus: "A systematic gathering of the Fathers' teaching: God, creation, Christ and the sacraments",
  },
  bonaventure: {
    name: "Bonaventure",
    period: "1221–1274",
    location: "Bagnoregio and Paris",
    keyWorks: [
      "The Journey of the Mind into God",
      "Breviloquium",
      "Commentary on the Sentences",
      "On Retracing the Arts to Theology",
    ],
    focus: "Franciscan theology of illumination and the soul's ascent to God",
  },
  albert_the_great: {
    name: "Albert the Great",
    period: "c. 1200–1280",
    location: "Lauingen, Paris and Cologne",
    keyWorks: [
      "Commentaries on Aristotle",
      "On the Soul",
      "On the Causes and Procession of the Universe",
      "Summa of Theology",
    ],
    focus: "Aristotle's natural philosophy received into Christian thought; Aquinas' teacher",
  },
  duns_scotus: {
    name: "John Duns Scotus",
    period: "c. 1266–1308",
    location: "Oxford, Paris and Cologne",
    keyWorks: ["Ordinatio", "Treatise on the First Principle", "Quodlibetal Questions"],
    focus: "Univocity of being, the common nature and haecceity, the primacy of the will",
  },
  ockham: {
    name: "William of Ockham",
    period: "c. 1287–1347",
    location: "Ockham, Oxford, Avignon and Munich",
    keyWorks: ["Summa of Logic", "Ordinatio (Commentary on the Sentences)", "Quodlibetal Questions"],
    focus: "Nominalism, intuitive knowledge, economy of explanation and God's absolute power",
  },
} as const satisfies Record<string, ComparisonPhilosopher>;
export type ComparisonPhilosopherKey = keyof typeof COMPARISON_PHILOSOPHERS;
export const COMPARISON_PHILOSOPHER_KEYS = Object.keys(COMPARISON_PHILOSOPHERS) as ComparisonPhilosopherKey[];
