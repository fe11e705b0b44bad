import type { RegressionItem } from "../answers/regression.js";
import later from "../answers/regression-fresh-dev-set.json" with { type: "json" };
import { secondItem } from "../labels/second-judgement.js";
import { FIRST_PART } from "./dev-questions-first-part.js";
import { LAST_PARTS } from "./dev-questions-last-parts.js";
import { MORAL_LIFE } from "./dev-questions-moral-life.js";
import { VIRTUES } from "./dev-questions-virtues.js";
import learners from "./learner-questions.json" with { type: "json" };

/**
 * Questions as students actually put them, each with the articles that answer them. The wording is
 * deliberately not the article title: retrieval has to bridge modern phrasing to the scholastic text.
 */
export interface DevQuestion {
  area: string;
  question: string;
  /** Canonical article references; a hit on any of them counts. */
  answers: string[];
  /** The same by the second judgement (bench/labels), where it is not looked up by the question's words. */
  secondAnswers?: string[];
}

interface LearnerQuestion extends DevQuestion {
  /** Fixed when the question was written: tuned on ("dev") or only measured ("heldout"). */
  split: "dev" | "heldout";
}

/** The first development questions, written with the first ranking (and tuned on since). */
export const DEV_SET: DevQuestion[] = [...FIRST_PART, ...MORAL_LIFE, ...VIRTUES, ...LAST_PARTS];

const LEARNERS = learners as LearnerQuestion[];

/** Everything ranking, digests and vocabulary may be tuned on. */
export const DEVELOPMENT: DevQuestion[] = [...DEV_SET, ...LEARNERS.filter((q) => q.split === "dev")];

/**
 * Questions only ever measured. A held-out miss is never fixed: the question moves to the development
 * part ("split": "dev") and a new held-out question is written in its place.
 */
export const HELD_OUT: DevQuestion[] = LEARNERS.filter((q) => q.split === "heldout");

/**
 * The questions of the answer regression set's development items written later (bench/answers), most told in a
 * learner's own setting ("my grandma gives me socks every birthday…"): measured apart, as development questions
 * of another kind; they are not part of the development figure above.
 */
export const WRITTEN_LATER: DevQuestion[] = (later as RegressionItem[])
  .filter((i) => i.kind === "question" && !i.history)
  .map((i) => ({
    area: "later",
    question: i.question,
    answers: i.articles ?? [],
    secondAnswers: secondItem("written-later", i).articles ?? [],
  }));
