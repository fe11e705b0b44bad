import { describe, expect, it } from "vitest";
import {
  REGRESSION_DEV_SET,
  REGRESSION_FRESH_DEV_SET,
  REGRESSION_SET,
  type RegressionItem,
} from "../../../bench/answers/regression.js";
import { secondAnswers, secondItem } from "../../../bench/labels/second-judgement.js";
import judgement from "../../../bench/labels/second-judgement.json" with { type: "json" };
import { DEVELOPMENT, HELD_OUT } from "../../../bench/retrieval/dev-set.js";
import { readDigestFiles } from "../knowledge-base/digests/digest-files.js";

/** The second, blind judgement of the benchmarks' labels (bench/labels/second-judgement.json). */
const articles = new Set(readDigestFiles().map((d) => d.ref));
const SETS: Record<string, RegressionItem[]> = {
  measured: REGRESSION_SET,
  development: REGRESSION_DEV_SET,
  "written-later": REGRESSION_FRESH_DEV_SET,
};

describe("the second judgement of the labels", () => {
  it("names only articles and chapters the knowledge base has", () => {
    const named = [
      ...judgement.retrieval.flatMap((c) => [...c.add, ...c.remove]),
      ...judgement.regression.flatMap((c) => [
        ...(c.add ?? []),
        ...(c.remove ?? []),
        ...(c.partsAdd ?? []).flat(),
        ...(c.partsRemove ?? []).flat(),
      ]),
    ];
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((ref) => !articles.has(ref))).toEqual([]);
  });

  it("changes only questions of the benchmarks, in the part they stand in", () => {
    for (const change of judgement.retrieval) {
      const part = change.split === "heldout" ? HELD_OUT : DEVELOPMENT;
      expect(
        part.some((q) => q.question === change.question),
        change.question,
      ).toBe(true);
    }
    for (const change of judgement.regression) {
      const item = SETS[change.set]?.find((i) => i.id === change.id);
      expect(item, `${change.set} ${change.id}`).toBeDefined();
      expect(Boolean(change.partsAdd), change.id).toBe(item?.kind === "two-part");
    }
  });

  it("adds and removes as judged, and leaves every other item as first labelled", () => {
    const change = judgement.retrieval.find((c) => c.add.length > 0 && c.remove.length > 0);
    if (!change) throw new Error("the judgement has an item with both an addition and a removal");
    const first = [...DEVELOPMENT, ...HELD_OUT].find((q) => q.question === change.question)?.answers ?? [];
    const second = secondAnswers(change.question, first);
    for (const ref of change.add) expect(second).toContain(ref);
    for (const ref of change.remove) expect(second).not.toContain(ref);
    expect(secondAnswers("a question no benchmark asks", ["ST I, q. 2, a. 3"])).toEqual(["ST I, q. 2, a. 3"]);
    const untouched = REGRESSION_SET.find(
      (i) => !judgement.regression.some((c) => c.set === "measured" && c.id === i.id),
    );
    if (!untouched) throw new Error("some measured item is unchanged");
    expect(secondItem("measured", untouched)).toBe(untouched);
    const twoPart = judgement.regression.find((c) => c.partsAdd?.some((p) => p.length > 0));
    const item = twoPart && SETS[twoPart.set]?.find((i) => i.id === twoPart.id);
    if (!twoPart?.partsAdd || !item) throw new Error("the judgement completes some two-part item");
    secondItem(twoPart.set as "measured", item).parts?.forEach((part, i) => {
      for (const ref of twoPart.partsAdd?.[i] ?? []) expect(part).toContain(ref);
    });
  });
});
