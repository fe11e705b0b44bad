import type { EducationLevel } from "../../../common/education/levels.js";
import type { DigestReader } from "../../../common/knowledge-base/digest.js";
import type { Band } from "../../answers/composer/glossary.js";

/** How long a material is and how it speaks at each level: more items and longer quotations as the reader grows. */
export interface LevelSettings {
  /** The digest's plain answer written for this reader. */
  reader: DigestReader;
  /** The glossary's wording for this reader. */
  band: Band;
  maxQuoteWords: number;
  keyPoints: number;
  terms: number;
  multipleChoice: number;
  trueFalse: number;
  blanks: number;
  shortAnswers: number;
  cards: number;
  objections: number;
  discussion: number;
  related: number;
}

export const LEVEL_SETTINGS: Record<EducationLevel, LevelSettings> = {
  elementary: {
    reader: "child",
    band: "basic",
    maxQuoteWords: 28,
    keyPoints: 2,
    terms: 2,
    multipleChoice: 2,
    trueFalse: 2,
    blanks: 2,
    shortAnswers: 2,
    cards: 4,
    objections: 1,
    discussion: 2,
    related: 1,
  },
  middle: {
    reader: "teen",
    band: "plain",
    maxQuoteWords: 36,
    keyPoints: 3,
    terms: 3,
    multipleChoice: 3,
    trueFalse: 3,
    blanks: 3,
    shortAnswers: 3,
    cards: 6,
    objections: 2,
    discussion: 2,
    related: 2,
  },
  high: {
    reader: "teen",
    band: "plain",
    maxQuoteWords: 45,
    keyPoints: 4,
    terms: 4,
    multipleChoice: 4,
    trueFalse: 4,
    blanks: 4,
    shortAnswers: 3,
    cards: 8,
    objections: 3,
    discussion: 3,
    related: 3,
  },
  college: {
    reader: "adult",
    band: "exact",
    maxQuoteWords: 60,
    keyPoints: 5,
    terms: 5,
    multipleChoice: 5,
    trueFalse: 5,
    blanks: 5,
    shortAnswers: 4,
    cards: 10,
    objections: 4,
    discussion: 4,
    related: 3,
  },
  graduate: {
    reader: "adult",
    band: "exact",
    maxQuoteWords: 80,
    keyPoints: 6,
    terms: 6,
    multipleChoice: 6,
    trueFalse: 6,
    blanks: 6,
    shortAnswers: 5,
    cards: 12,
    objections: 6,
    discussion: 5,
    related: 4,
  },
  scholar: {
    reader: "adult",
    band: "exact",
    maxQuoteWords: 110,
    keyPoints: 7,
    terms: 6,
    multipleChoice: 8,
    trueFalse: 8,
    blanks: 7,
    shortAnswers: 6,
    cards: 14,
    objections: 9,
    discussion: 6,
    related: 5,
  },
};
