import type { DevQuestion } from "./dev-set.js";

/** Happiness, acts, passions, virtues, law and grace (Prima Secundae). */
export const MORAL_LIFE: DevQuestion[] = [
  // Happiness
  { area: "happiness", question: "Can money buy happiness?", answers: ["ST I-II, q. 2, a. 1"] },
  {
    area: "happiness",
    question: "Will being famous make me happy?",
    answers: ["ST I-II, q. 2, a. 3", "ST I-II, q. 2, a. 2"],
  },
  { area: "happiness", question: "Is pleasure the meaning of life?", answers: ["ST I-II, q. 2, a. 6"] },
  {
    area: "happiness",
    question: "Is it possible to be completely happy on earth?",
    answers: ["ST I-II, q. 5, a. 3"],
  },
  {
    area: "happiness",
    question: "What will finally make us happy forever?",
    answers: ["ST I-II, q. 3, a. 8", "ST I-II, q. 2, a. 8"],
  },
  // Human acts
  {
    area: "acts",
    question: "If someone forces me to do something out of fear, is it still my choice?",
    answers: ["ST I-II, q. 6, a. 6"],
  },
  {
    area: "acts",
    question: "Does not knowing something was wrong excuse me?",
    answers: ["ST I-II, q. 76, a. 3", "ST I-II, q. 6, a. 8", "ST I-II, q. 76, a. 4"],
  },
  {
    area: "acts",
    question: "Do I have to follow my conscience even when it is mistaken?",
    answers: ["ST I-II, q. 19, a. 5", "ST I-II, q. 19, a. 6"],
  },
  {
    area: "acts",
    question: "Does the end justify the means?",
    answers: ["ST I-II, q. 18, a. 4", "ST I-II, q. 20, a. 2", "ST I-II, q. 18, a. 6"],
  },
  // Passions
  {
    area: "passions",
    question: "Are emotions good or bad?",
    answers: ["ST I-II, q. 24, a. 1", "ST I-II, q. 24, a. 2"],
  },
  {
    area: "passions",
    question: "Is it ever right to get angry?",
    answers: ["ST II-II, q. 158, a. 1", "ST I-II, q. 46, a. 1"],
  },
  { area: "passions", question: "Is it wrong to be afraid?", answers: ["ST II-II, q. 125, a. 1"] },
  // Habits and virtues
  {
    area: "virtues",
    question: "What exactly is a virtue?",
    answers: ["ST I-II, q. 55, a. 4", "ST I-II, q. 55, a. 1"],
  },
  {
    area: "virtues",
    question: "Are people born good or do they become good by practice?",
    answers: ["ST I-II, q. 63, a. 1", "ST I-II, q. 63, a. 2"],
  },
  {
    area: "virtues",
    question: "Can you have one virtue without having the others?",
    answers: ["ST I-II, q. 65, a. 1"],
  },
  {
    area: "virtues",
    question: "Why are there exactly four main virtues?",
    answers: ["ST I-II, q. 61, a. 2", "ST I-II, q. 61, a. 1"],
  },
  // Law
  {
    area: "law",
    question: "Is there a moral law written in our hearts?",
    answers: ["ST I-II, q. 91, a. 2", "ST I-II, q. 94, a. 1", "ST I-II, q. 94, a. 2", "ST I-II, q. 94, a. 6"],
  },
  {
    area: "law",
    question: "Do I have to obey an unjust law?",
    answers: ["ST I-II, q. 96, a. 4", "ST I-II, q. 95, a. 2"],
  },
  { area: "law", question: "Can the natural law change over time?", answers: ["ST I-II, q. 94, a. 5"] },
  {
    area: "law",
    question: "Should the government make every sin illegal?",
    answers: ["ST I-II, q. 96, a. 2"],
  },
  {
    area: "law",
    question: "Why did God give the law of Moses only to the Jewish people?",
    answers: ["ST I-II, q. 98, a. 4"],
  },
  // Grace
  { area: "grace", question: "Can a person be good without God's help?", answers: ["ST I-II, q. 109, a. 2"] },
  {
    area: "grace",
    question: "Can I earn my way into heaven by good deeds?",
    answers: ["ST I-II, q. 114, a. 2", "ST I-II, q. 114, a. 1"],
  },
  {
    area: "grace",
    question: "Can I be sure that I am saved?",
    answers: ["ST I-II, q. 112, a. 5", "ST II-II, q. 18, a. 4"],
  },
];
