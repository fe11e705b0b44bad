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

describe("ArticleRanker.rank by the closeness of learner questions", () => {
  const digest = (asks: string[]): RankerDocument["digest"] => ({
    ref: "ST I, q. 70, a. 1",
    asks,
    verdict: "yes",
    answerSentence: "The heavenly bodies move.",
    plain: { child: "They move around.", teen: "They move around.", adult: "They move around." },
    example: { text: "A wheel turning." },
    terms: [],
  });
  const withAsks = (n: number, asks: string[]) => ({
    ...doc(n, "The heavenly bodies move in circles, and some think comets are among them."),
    digest: digest(asks),
  });
  const ranker = new ArticleRanker([
    withAsks(1, [
      "do comets go around in circles",
      "what are comets",
      "are comets heavenly",
      "do stars move",
      "why do planets move",
    ]),
    withAsks(2, [
      "do the heavenly bodies move in circles",
      "why do stars go around",
      "how do stars move",
      "what moves the sky",
      "is the sky alive",
    ]),
  ]);
  const scored = (words: string[]) =>
    ranker.rank({ terms: new Map(words.map((w) => [w, 1])), limit: 2 }).map((h) => [h.doc.ref, h.score]);

  it("raises the article one of whose learner questions says what is asked", () => {
    expect(scored(["heaven", "bodi", "circl"])[0]?.[0]).toBe("ST I, q. 70, a. 2");
    expect(scored(["comet", "circl"])[0]?.[0]).toBe("ST I, q. 70, a. 1");
  });

  it("carries nothing of one question into the next", () => {
    const first = scored(["comet", "circl"]);
    scored(["heaven", "bodi", "circl", "sky", "star"]);
    expect(scored(["comet", "circl"])).toEqual(first);
  });
});
