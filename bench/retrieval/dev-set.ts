import { FIRST_PART } from "./dev-questions-first-part.js";
import { LAST_PARTS } from "./dev-questions-last-parts.js";
import { MORAL_LIFE } from "./dev-questions-moral-life.js";
import { VIRTUES } from "./dev-questions-virtues.js";

/**
 * Questions as students actually put them, each with the articles that answer them. The wording is
 * deliberately not the article title: retrieval has to bridge modern phrasing to the scholastic text.
 */
export interface DevQuestion {
  area: string;
  question: string;
  /** Canonical article references; a hit on any of them counts. */
  answers: string[];
}

export const DEV_SET: DevQuestion[] = [...FIRST_PART, ...MORAL_LIFE, ...VIRTUES, ...LAST_PARTS];
