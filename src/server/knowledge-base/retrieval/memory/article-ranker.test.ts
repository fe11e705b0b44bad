import { describe, expect, it } from "vitest";
import { ArticleRanker, type RankerDocument } from "./article-ranker.js";

const doc = (n: number, own: string, title = "Whether the stars move?"): RankerDocument => ({
  ref: `ST I, q. 70, a. ${n}`,
  workKey: "st",
  work: "Summa Theologiae",
  author: "Thomas Aquinas",
  title,
  questionTitle: "Of the heavenly bodies",
  articleNumber: n,
  digest: null,
  own,
  replies: "",
  objections: "",
});

const refs = (ranker: ArticleRanker, words: string[], limit: number) =>
  ranker.rank({ terms: new Map(words.map((w) => [w, 1])), limit }).map((h) => h.doc.ref);

describe("ArticleRanker.rank among many candidates", () => {
  // More articles match than are ranked again by their titles: the best must still come first, and at a tie
  // the earlier article, as a full sort would give.
  const many = Array.from({ length: 900 }, (_, i) => doc(i + 1, "The heavenly bodies move in circles."));

  it("keeps the earlier articles first when all tie", () => {
    const ranker = new ArticleRanker(many);
    expect(refs(ranker, ["circl"], 3)).toEqual([
      "ST I, q. 70, a. 1",
      "ST I, q. 70, a. 2",
      "ST I, q. 70, a. 3",
    ]);
  });

  it("finds the one article that says more, wherever it stands", () => {
    const ranker = new ArticleRanker([
      ...many,
      doc(901, "The heavenly bodies move in circles; circles and circles again, and comets too."),
    ]);
    expect(refs(ranker, ["circl", "comet"], 1)).toEqual(["ST I, q. 70, a. 901"]);
  });

  it("lets the title's closeness raise an article past others with the same words", () => {
    const ranker = new ArticleRanker([
      ...many,
      doc(901, "The heavenly bodies move in circles.", "Whether the heavenly bodies move in circles?"),
    ]);
    expect(refs(ranker, ["circl", "heaven", "bodi"], 1)).toEqual(["ST I, q. 70, a. 901"]);
  });
});
