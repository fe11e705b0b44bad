import { describe, expect, it } from "vitest";
import { ArticleRanker, RANKER, type RankerDocument } from "./article-ranker.js";

const doc = (ref: string, own: string, asks: string[] = []): RankerDocument => ({
  ref,
  workKey: "st",
  work: "Summa Theologiae",
  author: "Thomas Aquinas",
  title: `Whether ${ref}?`,
  questionTitle: "Of the heavenly bodies",
  articleNumber: 1,
  digest:
    asks.length > 0
      ? {
          ref,
          asks,
          verdict: "yes",
          answerSentence: own,
          plain: { child: own, teen: own, adult: own },
          example: { text: own },
          terms: [],
        }
      : null,
  own,
  replies: "",
  objections: "",
});

// The sun, the moon, "many", "bright" and "good" everywhere; Jupiter in one article only, beside the sun;
// "solar" and "panels" nowhere.
const filler = Array.from({ length: RANKER.foreignAt + 2 }, (_, i) =>
  doc(
    `ST I, q. 70, a. ${i + 2}`,
    "Many heavenly bodies are bright, and good: the sun and the moon; the moon is lit by the sun.",
  ),
);
const ranker = new ArticleRanker([
  ...filler,
  doc("ST I, q. 70, a. 1", "Jupiter is a star, and Jupiter sun is said of its light.", [
    "Is Jupiter a planet?",
  ]),
]);

describe("pairs of a learner's words that no article joins", () => {
  it("counts a rare word joined as no article joins it, and a word no article has", () => {
    expect(ranker.foreignPairs("How many moons does Jupiter have?")).toBe(1);
    expect(ranker.foreignPairs("Are solar panels good?")).toBe(2);
  });

  it("reads only the sentences that ask, not the learner's setting around them", () => {
    expect(ranker.foreignPairs("My dad put solar panels on our roof. Are the moon and the sun bright?")).toBe(
      0,
    );
    // A message that asks nothing is read whole.
    expect(ranker.foreignPairs("My dad put solar panels on our roof.")).toBeGreaterThan(0);
  });

  it("does not count a rare word joined as an article joins it, nor common words joined anew", () => {
    expect(ranker.foreignPairs("Is the Jupiter sun bright?")).toBe(0);
    expect(ranker.foreignPairs("Is the moon a sun?")).toBe(0);
  });
});
