import { shared, stemSet } from "../compose/text.js";
import type { ArgumentRow } from "../repository.js";

/** One criterion of the rubric, scored 1–4 from something that can be counted in the arguments. */
export interface Criterion {
  name: string;
  measure: string;
  score: number;
  evidence: string;
}

export interface SideScore {
  side: string;
  turns: number;
  criteria: Criterion[];
  total: number;
}

const band = (value: number, cuts: [number, number, number]) =>
  value >= cuts[2] ? 4 : value >= cuts[1] ? 3 : value >= cuts[0] ? 2 : 1;

const quotedCount = (a: ArgumentRow) =>
  (a.citations ?? []).filter(
    (c) => c.relevantText && c.sectionKind !== "objection" && c.sectionKind !== "summary",
  ).length;

const premisesOf = (a: ArgumentRow) =>
  /^(?:Premises|Reasons given): (.*)$/m
    .exec(a.analysis ?? "")?.[1]
    ?.split(" / ")
    .filter(Boolean).length ?? 0;

/** Scores one side's arguments: grounding, engagement, development and range of sources. */
export function scoreSide(side: string, mine: ArgumentRow[], all: ArgumentRow[]): SideScore {
  const turns = mine.length;
  const quotes = mine.reduce((n, a) => n + quotedCount(a), 0);
  const perTurn = turns ? quotes / turns : 0;
  const engagement = mine.map((a) => {
    const before = all.filter((b) => b.turnNumber < a.turnNumber && b.speaker !== a.speaker).at(-1);
    return before ? shared(stemSet(a.content), stemSet(before.content)).length : 0;
  });
  const answered = engagement.filter((n) => n > 0);
  const meanEngagement = answered.length ? answered.reduce((x, y) => x + y, 0) / answered.length : 0;
  const premises = turns ? mine.reduce((n, a) => n + premisesOf(a), 0) / turns : 0;
  const works = new Set(
    mine.flatMap((a) =>
      (a.citations ?? []).map((c) => c.reference?.split(",").slice(0, 2).join(",") ?? c.work),
    ),
  );
  const criteria: Criterion[] = [
    {
      name: "Grounding in texts",
      measure: "verbatim quotations per turn",
      score: band(perTurn, [0.5, 1, 2]),
      evidence: `${quotes} quotation${quotes === 1 ? "" : "s"} in ${turns} turn${turns === 1 ? "" : "s"}`,
    },
    {
      name: "Engagement with the other side",
      measure: "key terms shared with the argument answered",
      score: band(meanEngagement, [3, 6, 10]),
      evidence: `${meanEngagement.toFixed(1)} shared key terms on average`,
    },
    {
      name: "Development of reasons",
      measure: "premises per turn",
      score: band(premises, [1, 1.5, 2]),
      evidence: `${premises.toFixed(1)} premises per turn`,
    },
    {
      name: "Range of sources",
      measure: "distinct works or articles cited",
      score: band(works.size, [1, 2, 4]),
      evidence: `${works.size} distinct source${works.size === 1 ? "" : "s"}`,
    },
  ];
  return { side, turns, criteria, total: criteria.reduce((n, c) => n + c.score, 0) };
}
