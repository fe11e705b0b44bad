import type { EducationLevel } from "../../../common/education/levels.js";
import type { Band } from "./glossary.js";

/** How much of the article each level receives, and at what reading level it is explained. */
export interface LevelPlan {
  /** Quotations from his answer (the respondeo or the best paragraphs). */
  answerQuotes: number;
  maxQuoteWords: number;
  /** Quote the opening of each step ("The first way …") as the argument's structure. */
  structure: boolean;
  objections: number;
  scripture: boolean;
  distinctions: boolean;
  conclusion: boolean;
  terms: number;
  band: Band;
  latinTerms: boolean;
  /** Quote the Latin of his answer's first sentence from the Latin row. */
  latinOpening: boolean;
  crossReferences: number;
  /** Other articles of the same question whose answer is quoted alongside. */
  siblings: number;
  /** The article's setting: its question's prologue and a parallel place in the Contra Gentiles. */
  setting: boolean;
}

export const LEVEL_PLANS: Record<EducationLevel, LevelPlan> = {
  elementary: {
    answerQuotes: 1,
    maxQuoteWords: 16,
    structure: false,
    objections: 0,
    scripture: false,
    distinctions: false,
    conclusion: false,
    terms: 1,
    band: "basic",
    latinTerms: false,
    latinOpening: false,
    crossReferences: 0,
    siblings: 0,
    setting: false,
  },
  middle: {
    answerQuotes: 2,
    maxQuoteWords: 30,
    structure: false,
    objections: 1,
    scripture: true,
    distinctions: true,
    conclusion: true,
    terms: 2,
    band: "plain",
    latinTerms: false,
    latinOpening: false,
    crossReferences: 0,
    siblings: 0,
    setting: false,
  },
  high: {
    answerQuotes: 2,
    maxQuoteWords: 40,
    structure: false,
    objections: 1,
    scripture: true,
    distinctions: true,
    conclusion: true,
    terms: 3,
    band: "plain",
    latinTerms: false,
    latinOpening: false,
    crossReferences: 0,
    siblings: 0,
    setting: false,
  },
  college: {
    answerQuotes: 2,
    maxQuoteWords: 45,
    structure: true,
    objections: 1,
    scripture: true,
    distinctions: true,
    conclusion: true,
    terms: 3,
    band: "exact",
    latinTerms: false,
    latinOpening: false,
    crossReferences: 1,
    siblings: 2,
    setting: true,
  },
  graduate: {
    answerQuotes: 3,
    maxQuoteWords: 60,
    structure: true,
    objections: 2,
    scripture: true,
    distinctions: true,
    conclusion: true,
    terms: 4,
    band: "exact",
    latinTerms: true,
    latinOpening: false,
    crossReferences: 2,
    siblings: 2,
    setting: true,
  },
  scholar: {
    answerQuotes: 3,
    maxQuoteWords: 80,
    structure: true,
    objections: 9,
    scripture: true,
    distinctions: true,
    conclusion: true,
    terms: 5,
    band: "exact",
    latinTerms: true,
    latinOpening: true,
    crossReferences: 3,
    siblings: 2,
    setting: true,
  },
};

/** One step down, for the simpler re-explanation. */
export function simplerLevel(level: EducationLevel): EducationLevel {
  const order: EducationLevel[] = ["elementary", "middle", "high", "college", "graduate", "scholar"];
  const at = order.indexOf(level);
  return order[Math.max(0, at - 1)] ?? "elementary";
}
