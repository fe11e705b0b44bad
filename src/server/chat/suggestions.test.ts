import { describe, expect, it } from "vitest";
import { readDigestFiles } from "../knowledge-base/digests/digest-files.js";
import { chooseFollowUps, citedArticles, neighbourOrder } from "./suggestions.js";

const digests = new Map(readDigestFiles().map((d) => [d.ref, d]));
const digest = (ref: string) => {
  const d = digests.get(ref);
  if (!d) throw new Error(`no digest for ${ref}`);
  return d;
};

describe("follow-up suggestions from the articles just cited", () => {
  const cited = [digest("ST I-II, q. 94, a. 2")];
  const neighbours = [digest("ST I-II, q. 94, a. 1"), digest("ST I-II, q. 94, a. 3")];
  const base = { cited, neighbours, asked: [], seed: "conversation|reply" };

  it("reads the articles of a reply's citations, sections and Scripture aside", () => {
    expect(
      citedArticles([
        "ST I-II, q. 94, a. 2, co.",
        "ST I-II, q. 94, a. 2, ad 1",
        "Rom. 2:14",
        "SCG III, c. 129",
      ]),
    ).toEqual(["ST I-II, q. 94, a. 2", "SCG III, c. 129"]);
    expect(
      neighbourOrder("ST I-II, q. 94, a. 2", [
        "ST I-II, q. 94, a. 6",
        "ST I-II, q. 94, a. 1",
        "ST I-II, q. 94, a. 2",
        "ST I-II, q. 94, a. 3",
      ]),
    ).toEqual(["ST I-II, q. 94, a. 1", "ST I-II, q. 94, a. 3", "ST I-II, q. 94, a. 6"]);
  });

  it("draws first from what the cited article answers", () => {
    const questions = chooseFollowUps({ ...base, round: 0 });
    expect(questions).toHaveLength(4);
    for (const q of questions) expect(cited[0]?.asks).toContain(q);
  });

  it("suggests the asks written as sentences, not those spelled as learners type", () => {
    const spelled = {
      ...digest("ST I-II, q. 94, a. 2"),
      asks: ["whats natural law", "Is natural law the same everywhere?", "is it in us"],
    };
    const questions = chooseFollowUps({ ...base, cited: [spelled], neighbours: [], round: 0 });
    expect(questions).toEqual(["Is natural law the same everywhere?"]);
  });

  it("is the same for the same reply and round, and moves on with each refresh", () => {
    const first = chooseFollowUps({ ...base, round: 0 });
    expect(chooseFollowUps({ ...base, round: 0 })).toEqual(first);
    const next = chooseFollowUps({ ...base, round: 1 });
    expect(next).not.toEqual(first);
    const all = [...cited, ...neighbours].flatMap((d) => d.asks);
    for (const q of next) expect(all).toContain(q);
  });

  it("never repeats a question already asked, however it was typed", () => {
    const asks = cited[0]?.asks ?? [];
    const asked = asks.map((q) => `  ${q.toUpperCase()} `);
    for (let round = 0; round < 4; round++) {
      const questions = chooseFollowUps({ ...base, asked, round });
      expect(questions).toHaveLength(4);
      for (const q of questions) expect(asks).not.toContain(q);
    }
  });
});
