import type { RegressionItem } from "../answers/regression.js";
import judgement from "./second-judgement.json" with { type: "json" };

/**
 * A second, blind judgement of which articles answer each question of the benchmarks (retrieval and answer
 * regression, development and measured parts alike): judges who saw the question, its first labels and the
 * titles and texts of the two Summae, never a ranking, added the articles that answer it as plainly as those
 * labelled ("the Summa sometimes asks the same thing twice", a Contra Gentiles chapter whose thesis is the
 * answer) and removed the labels that answer another question. Only the items it changed are listed. The
 * benchmarks print their figures by both judgements; the first stays in the sets as written.
 */
export type RegressionSetName = "measured" | "development" | "written-later";

interface Change {
  add?: string[];
  remove?: string[];
  partsAdd?: string[][];
  partsRemove?: string[][];
}

interface RetrievalChange extends Change {
  split: "dev" | "heldout";
  question: string;
}

interface RegressionChange extends Change {
  set: RegressionSetName;
  id: string;
}

const RETRIEVAL = new Map((judgement.retrieval as RetrievalChange[]).map((c) => [c.question, c] as const));
const REGRESSION = new Map(
  (judgement.regression as RegressionChange[]).map((c) => [`${c.set}:${c.id}`, c] as const),
);

/** How many items the second judgement read. */
export const SECOND_JUDGED = judgement.judged;

function changed(labels: string[], add: string[] = [], remove: string[] = []): string[] {
  return [...labels.filter((ref) => !remove.includes(ref)), ...add.filter((ref) => !labels.includes(ref))];
}

/** The articles that answer a retrieval question by the second judgement. */
export function secondAnswers(question: string, answers: string[]): string[] {
  const change = RETRIEVAL.get(question);
  return change ? changed(answers, change.add, change.remove) : answers;
}

/** A regression item with its articles (or each part's) as the second judgement has them. */
export function secondItem(set: RegressionSetName, item: RegressionItem): RegressionItem {
  const change = REGRESSION.get(`${set}:${item.id}`);
  if (!change) return item;
  return {
    ...item,
    ...(item.articles ? { articles: changed(item.articles, change.add, change.remove) } : {}),
    ...(item.parts
      ? {
          parts: item.parts.map((part, i) => changed(part, change.partsAdd?.[i], change.partsRemove?.[i])),
        }
      : {}),
  };
}
