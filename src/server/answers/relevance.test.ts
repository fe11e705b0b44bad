import { describe, expect, it } from "vitest";
import type { RetrievedArticle } from "../knowledge-base/retrieval/types.js";
import { asksOfLaterTimes, asksTheArticlesAct, judgeRelevance, nearerElsewhere } from "./relevance.js";

const article = (ref: string, score: number, extra: Partial<RetrievedArticle> = {}): RetrievedArticle => ({
  articleRef: ref,
  title: `Whether ${ref}?`,
  work: "Summa Theologiae",
  workKey: "st",
  author: "Thomas Aquinas",
  score,
  passages: [],
  ...extra,
});

describe("the relevance decision", () => {
  it("takes a well covered article standing alone for the answer", () => {
    const judged = judgeRelevance([
      article("ST I, q. 2, a. 3", 10, { coverage: 0.9 }),
      article("ST I, q. 2, a. 2", 4),
    ]);
    expect(judged).toMatchObject({ relevance: "answers", coverage: 0.9 });
    expect(judged.margin).toBeCloseTo(0.6);
  });

  it("calls a partly covered article the nearest he wrote, and nothing close untreated", () => {
    expect(judgeRelevance([article("ST I, q. 2, a. 3", 10, { coverage: 0.3 })]).relevance).toBe("neighbour");
    expect(judgeRelevance([article("ST I, q. 2, a. 3", 10, { coverage: 0.1 })]).relevance).toBe("untreated");
    expect(judgeRelevance([]).relevance).toBe("untreated");
  });

  it("judges a question naming a thing of our day untreated, however well an article's words cover it", () => {
    const covered = { coverage: 0.95, unknown: 0 };
    expect(
      judgeRelevance([article("ST II-II, q. 10, a. 12", 10, { ...covered, modern: 0.16 })]).relevance,
    ).toBe("untreated");
    expect(judgeRelevance([article("ST II-II, q. 10, a. 12", 10, { ...covered, modern: 0 })]).relevance).toBe(
      "answers",
    );
  });

  it("judges a question most of whose words he never used untreated", () => {
    const judged = judgeRelevance([article("ST II-II, q. 77, a. 1", 10, { coverage: 0.8, unknown: 0.45 })]);
    expect(judged.relevance).toBe("untreated");
  });

  it("judges untreated a question whose words the best article half covers and no article joins", () => {
    const half = { coverage: 0.45, unknown: 0, modern: 0 };
    expect(judgeRelevance([article("ST I, q. 70, a. 1", 10, { ...half, foreignPairs: 2 })]).relevance).toBe(
      "untreated",
    );
    expect(judgeRelevance([article("ST I, q. 70, a. 1", 10, { ...half, foreignPairs: 0 })]).relevance).toBe(
      "answers",
    );
  });

  it("takes words his text lacks for the question's setting when the best article is near it in meaning", () => {
    const foreign = { coverage: 0.46, unknown: 0.22, modern: 0.11, foreignPairs: 3 };
    const setting =
      "i'm honestly the best player on my soccer team. does being humble mean i have to pretend i'm worse than everybody?";
    const near = article("ST II-II, q. 161, a. 3", 10, { ...foreign, closeness: 0.72 });
    expect(judgeRelevance([near], setting).relevance).toBe("answers");
    // Far in meaning, or a thing of our day in the sentence that asks, it stays a matter he never saw.
    const far = article("ST II-II, q. 161, a. 3", 10, { ...foreign, closeness: 0.55 });
    expect(judgeRelevance([far], setting).relevance).toBe("untreated");
    expect(judgeRelevance([near], "is it a sin to play soccer on sunday?").relevance).toBe("untreated");
    // Near in meaning but with hardly a word of it met: the nearest he wrote, not the answer.
    const thin = article("ST I, q. 22, a. 2", 10, { coverage: 0.1, unknown: 0.4, closeness: 0.7 });
    expect(judgeRelevance([thin], "does god care about my hamster?").relevance).toBe("neighbour");
  });

  it("judges untreated a question whose best article shares its words but is far from it in meaning", () => {
    const covered = { coverage: 0.61, unknown: 0, modern: 0 };
    const bones = "how many bones are in the human body";
    expect(
      judgeRelevance([article("ST I, q. 91, a. 3", 10, { ...covered, closeness: 0.4 })], bones).relevance,
    ).toBe("untreated");
    expect(
      judgeRelevance([article("ST I, q. 91, a. 3", 10, { ...covered, closeness: 0.6 })], bones).relevance,
    ).toBe("answers");
  });

  it("judges a choice of the learner's own life untreated when the best article is not near it in meaning", () => {
    const covered = { coverage: 0.7 };
    const choice = "should I take a gap year before university";
    expect(
      judgeRelevance([article("ST I-II, q. 97, a. 1", 10, { ...covered, closeness: 0.48 })], choice)
        .relevance,
    ).toBe("untreated");
    expect(
      judgeRelevance([article("ST II-II, q. 189, a. 6", 10, { ...covered, closeness: 0.75 })], choice)
        .relevance,
    ).toBe("answers");
    // A question that is no choice of one's own is not judged untreated for it (the article, that far in meaning,
    // is the nearest he wrote); ranked without the encoder, it is judged by its words.
    expect(
      judgeRelevance(
        [article("ST I-II, q. 97, a. 1", 10, { ...covered, closeness: 0.48 })],
        "can human law change?",
      ).relevance,
    ).toBe("neighbour");
    expect(judgeRelevance([article("ST I-II, q. 97, a. 1", 10, covered)], choice).relevance).toBe("answers");
  });

  it("does not take a question of the moral life for a choice of the learner's own, when the article asks its act", () => {
    const covered = { coverage: 0.6, closeness: 0.59 };
    const asked = "my teacher said we love everyone the same. so should i love my mom more than a stranger?";
    const ought = article("ST II-II, q. 26, a. 6", 10, {
      ...covered,
      title: "Whether we ought to love one neighbor more than another?",
    });
    expect(asksTheArticlesAct(asked, ought)).toBe(true);
    expect(judgeRelevance([ought], asked).relevance).toBe("answers");
    // The same article for a choice whose act it does not ask; and a light verb names no act.
    const savings = "should I put my savings in an index fund?";
    expect(asksTheArticlesAct(savings, { ...ought, title: "Whether we should put the future first?" })).toBe(
      false,
    );
    expect(judgeRelevance([ought], "should i buy a bigger house or a car?").relevance).toBe("untreated");
  });
  it("does not judge a question untreated for a thing of our day named only in the learner's setting", () => {
    const setting = "i want to be a famous youtuber when i grow up. would that actually make me happy?";
    const fame = { coverage: 0.7, unknown: 0.1, modern: 0.14, foreignPairs: 0 };
    expect(
      judgeRelevance([article("ST I-II, q. 2, a. 3", 10, { ...fame, closeness: 0.56 })], setting).relevance,
    ).toBe("answers");
    // Far from it in meaning; or named in the sentence that asks; or with words no article joins: untreated.
    expect(
      judgeRelevance([article("ST I-II, q. 2, a. 3", 10, { ...fame, closeness: 0.53 })], setting).relevance,
    ).toBe("untreated");
    expect(
      judgeRelevance(
        [article("ST I-II, q. 2, a. 3", 10, { ...fame, closeness: 0.6 })],
        "would being a famous youtuber make me happy?",
      ).relevance,
    ).toBe("untreated");
    expect(
      judgeRelevance(
        [article("ST I-II, q. 2, a. 3", 10, { ...fame, closeness: 0.6, foreignPairs: 1 })],
        setting,
      ).relevance,
    ).toBe("untreated");
  });

  it("calls the best article the nearest he wrote when another of the first five is clearly nearer in meaning", () => {
    const covered = { coverage: 0.9, unknown: 0, modern: 0 };
    const asked = "does he love some people more than others?";
    const ranked = [
      article("ST II-II, q. 26, a. 2", 30, { ...covered, closeness: 0.77 }),
      article("ST I, q. 20, a. 3", 17, { ...covered, closeness: 0.85 }),
    ];
    expect(nearerElsewhere(ranked)).toBe(true);
    expect(judgeRelevance(ranked, asked).relevance).toBe("neighbour");
    const close = [
      ranked[0] as RetrievedArticle,
      article("ST I, q. 20, a. 3", 17, { ...covered, closeness: 0.8 }),
    ];
    expect(judgeRelevance(close, asked).relevance).toBe("answers");
  });

  it("judges a question asked of a year after his death untreated, however near an article comes", () => {
    const near = { coverage: 0.9, closeness: 0.7, unknown: 0, modern: 0 };
    const top = article("ST II-II, q. 1, a. 7", 10, near);
    expect(asksOfLaterTimes("what was the trinity test in 1945? my teacher mentioned it")).toBe(true);
    expect(
      judgeRelevance([top], "what was the trinity test in 1945? my teacher mentioned it").relevance,
    ).toBe("untreated");
    // A year in the learner's setting, or one of his own century, says nothing of the matter asked.
    expect(judgeRelevance([top], "I was born in 2011. Is the Trinity one God?").relevance).toBe("answers");
    expect(asksOfLaterTimes("what did the Council of Lyons decide in 1274?")).toBe(false);
  });

  it("judges a question of measure untreated unless the best article is near it in meaning", () => {
    const covered = { coverage: 0.72, unknown: 0, modern: 0 };
    const sun = "how far away is the sun";
    expect(
      judgeRelevance([article("ST Suppl., q. 91, a. 3", 11, { ...covered, closeness: 0.56 })], sun).relevance,
    ).toBe("untreated");
    // He counted the angels: the article that does is near the question in meaning.
    const angels = "How many angels are there?";
    expect(
      judgeRelevance([article("ST I, q. 50, a. 3", 30, { ...covered, closeness: 0.91 })], angels).relevance,
    ).toBe("answers");
    // The same closeness, asked of no measure, is judged as before.
    expect(
      judgeRelevance(
        [article("ST Suppl., q. 91, a. 3", 11, { ...covered, closeness: 0.56 })],
        "is the sun bright",
      ).relevance,
    ).toBe("answers");
  });
  it("takes an article whose own question asks no moral verdict for the nearest, when the learner asks one", () => {
    const covered = { coverage: 0.96, unknown: 0, modern: 0, closeness: 0.63 };
    const hatred = article("ST I-II, q. 29, a. 2", 30, {
      ...covered,
      title: "Whether love is a cause of hatred?",
    });
    const enemies = article("ST II-II, q. 25, a. 8", 20, covered);
    const bully = "is it wrong that i hate the kid who bullies me?";
    expect(judgeRelevance([hatred, enemies], bully).relevance).toBe("neighbour");
    // Asked of its own matter, the same article answers.
    expect(judgeRelevance([hatred, enemies], "why do I hate the kid who bullies my sister?").relevance).toBe(
      "answers",
    );
    // An article that asks whether one ought, may, or sins, answers a question whether it is wrong or okay.
    const self = article("ST II-II, q. 25, a. 4", 30, {
      ...covered,
      title: "Whether a man ought to love himself out of charity?",
    });
    expect(judgeRelevance([self, enemies], "Is it okay to love yourself?").relevance).toBe("answers");
  });
  it("takes a well covered article that is not near the question in meaning for the nearest, not the answer", () => {
    const excommunication = article("ST Suppl., q. 22, a. 6", 30, {
      coverage: 0.9,
      unknown: 0,
      modern: 0,
      closeness: 0.54,
    });
    const next = article("ST III, q. 72, a. 1", 10, { coverage: 0.5, closeness: 0.6 });
    expect(
      judgeRelevance([excommunication, next], "whats the point of confirmation if i'm already baptized?")
        .relevance,
    ).toBe("neighbour");
    expect(
      judgeRelevance(
        [{ ...excommunication, closeness: 0.62 }, next],
        "can someone excommunicated be excommunicated again?",
      ).relevance,
    ).toBe("answers");
    // Ranked by words alone (no closeness known), coverage decides as before.
    expect(judgeRelevance([{ ...excommunication, closeness: undefined }, next], "x").relevance).toBe(
      "answers",
    );
  });
});
