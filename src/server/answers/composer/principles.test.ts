import { describe, expect, it } from "vitest";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import type { Grounding } from "../gather.js";
import type { SourceText } from "../types.js";
import { asKind, composeUntreated, type FramedPrinciple, untreatedLead } from "./principles.js";

const source = (number: number, articleRef: string, content: string): SourceText => ({
  number,
  passageId: `p${number}`,
  reference: `${articleRef}, co.`,
  articleRef,
  title: "",
  work: "Summa Theologiae",
  section: "I answer that",
  sectionKind: "respondeo",
  content,
  latin: null,
});

const NEAREST = "ST I-II, q. 59, a. 5";
const NEAREST_SENTENCE = "Moral virtues cannot be without passions.";
const FRAMED: FramedPrinciple = {
  articleRef: "ST I, q. 75, a. 2",
  title: "Whether the human soul is something subsistent?",
  sentence: "The human soul is something incorporeal and subsistent.",
};

/** A grounding whose best article has the given closeness of meaning, and the framed principle's passage. */
function grounding(closeness: number): Grounding {
  return {
    main: {
      articleRef: NEAREST,
      title: "Whether there can be moral virtue without passion?",
      work: "Summa Theologiae",
      author: "Thomas Aquinas",
      passages: [],
      digest: { answerSentence: NEAREST_SENTENCE } as ArticleDigest,
    },
    related: [],
    siblings: [],
    relevance: "untreated",
    coverage: 0.6,
    closeness,
    mainHits: [],
    sources: [
      source(1, NEAREST, `I answer that, ${NEAREST_SENTENCE}`),
      source(2, FRAMED.articleRef, FRAMED.sentence),
    ],
  };
}

describe("the principles quoted for a matter he never treated", () => {
  it("quotes the principle chosen for its kind before a nearest article that is near in words only", () => {
    const { text } = composeUntreated(grounding(0.45), "high", "balanced", [], [FRAMED]);
    expect(text.indexOf(FRAMED.sentence)).toBeGreaterThan(-1);
    expect(text.indexOf(FRAMED.sentence)).toBeLessThan(text.indexOf(NEAREST_SENTENCE));
    // Its source (2) is cited before the nearest article's (1).
    expect(text.indexOf("[2]")).toBeGreaterThan(-1);
    expect(text.indexOf("[2]")).toBeLessThan(text.indexOf("[1]"));
  });

  it("quotes first a nearest article whose learner questions come close in meaning too", () => {
    const { text } = composeUntreated(grounding(0.8), "high", "balanced", [], [FRAMED]);
    expect(text.indexOf(NEAREST_SENTENCE)).toBeLessThan(text.indexOf(FRAMED.sentence));
  });

  it("quotes it first too when a learner's setting has diluted its closeness a little, not when it is far", () => {
    const diluted = composeUntreated(grounding(0.62), "high", "balanced", [], [FRAMED]).text;
    expect(diluted.indexOf(NEAREST_SENTENCE)).toBeGreaterThan(-1);
    expect(diluted.indexOf(NEAREST_SENTENCE)).toBeLessThan(diluted.indexOf(FRAMED.sentence));
    const far = composeUntreated(grounding(0.57), "high", "balanced", [], [FRAMED]).text;
    expect(far.indexOf(FRAMED.sentence)).toBeLessThan(far.indexOf(NEAREST_SENTENCE));
  });

  it("gives a child one principle, the one chosen for the kind of thing asked", () => {
    const { text } = composeUntreated(grounding(0.45), "elementary", "balanced", [], [FRAMED]);
    expect(text).toContain("incorporeal");
    expect(text).not.toContain(NEAREST_SENTENCE);
  });

  it("applies the principles of its kind in the words of those who follow him, said to be theirs", () => {
    const application = {
      adult: "one weighs what each way serves and then chooses.",
      child: "think about what each choice is good for.",
    };
    const adult = composeUntreated(grounding(0.45), "high", "balanced", [], [FRAMED], application).text;
    expect(adult).toContain(
      "Those who follow me today would reason from these principles to your question, and the reasoning is theirs, not something I wrote: one weighs what each way serves and then chooses.",
    );
    const child = composeUntreated(grounding(0.45), "elementary", "balanced", [], [FRAMED], application).text;
    expect(child).toContain(
      "think about what each choice is good for. That part is their thinking, not my words.",
    );
    // Without a principle of its kind quoted, the application of that kind is not given.
    const nearestOnly = composeUntreated(grounding(0.45), "high", "balanced", [], [], application).text;
    expect(nearestOnly).not.toContain(application.adult);
    expect(nearestOnly).toContain("that application is theirs, not something I wrote");
  });
});

describe("the things of our day a reply says he never wrote of", () => {
  it("are spoken of as kinds, in the learner's words", () => {
    expect(untreatedLead(false, ["phone"])).toBe(
      "I never wrote of phones: I did not treat this question, and I will not put words in my own mouth.",
    );
    expect(untreatedLead(true, ["video game", "social media"])).toBe(
      "I never wrote about video games and social media, so I will not pretend to know my answer.",
    );
    expect(asKind("phones")).toBe("phones");
    expect(asKind("climate change")).toBe("climate change");
    expect(untreatedLead(false, [])).toBeNull();
  });
});
