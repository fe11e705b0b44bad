import { describe, expect, it } from "vitest";
import { FIXTURE_ARTICLES, fixtureSources } from "../fixtures/fixture-sources.js";
import { ground } from "../gather.js";
import { compose, nextAskForChild } from "./compose.js";

/**
 * A grounding of the fixture knowledge base, its related articles given a closeness of meaning and a share of the
 * question met; with `sibling`, the last fixture article stands as another article of the main one's question.
 */
async function groundedWith(closeness: number, coverage = 0.8, sibling = false) {
  const grounding = await ground(fixtureSources(), "Does God really exist?", []);
  if (!grounding.main) throw new Error("the fixture question finds no article");
  const others = FIXTURE_ARTICLES.filter((a) => a.articleRef !== grounding.main?.articleRef).map((a) => ({
    ...a,
    workKey: "st",
    score: 1,
    passages: [],
    closeness,
    coverage,
  }));
  const related = others.slice(0, 2);
  const siblings = sibling ? others.slice(-1) : [];
  return {
    grounding: { ...grounding, main: grounding.main, related, siblings },
    next: related[0]!,
    sibling: others.at(-1)!,
  };
}

const reply = (grounding: Awaited<ReturnType<typeof groundedWith>>["grounding"]) =>
  compose({
    question: "Does God really exist?",
    educationLevel: "high",
    responseStyle: "balanced",
    languagePreferences: { primary: "en", showOriginalLatin: false, showTranslations: false },
    grounding,
  }).text;

describe("the next step a reply offers", () => {
  it("offers the nearest related article as the next question", async () => {
    const { grounding, next } = await groundedWith(0.7);
    expect(reply(grounding)).toContain(next.articleRef);
  });

  it("offers, instead of an article that meets little of the question, another of the main article's question", async () => {
    const { grounding, next, sibling } = await groundedWith(0.7, 0.3, true);
    expect(sibling.articleRef).not.toBe(next.articleRef);
    const text = reply(grounding);
    expect(text).toContain("To go further");
    expect(text).toContain(sibling.articleRef);
    expect(text).not.toContain(next.articleRef);
    // Without such an article, none.
    expect(reply((await groundedWith(0.7, 0.3)).grounding)).not.toContain("To go further");
    // An article that meets the question well stays the next step.
    expect(reply((await groundedWith(0.7, 0.8, true)).grounding)).toContain(next.articleRef);
  });

  it("offers no article that is far from the question in meaning", async () => {
    const { grounding, next } = await groundedWith(0.3);
    const text = reply(grounding);
    expect(text).not.toContain(next.articleRef);
    expect(text).not.toContain("To go further");
  });
});

describe("the question offered to a child next", () => {
  // Only the asks matter here; the rest of this digest is a placeholder, not his text.
  const digest = {
    ref: "ST I-II, q. 87, a. 8",
    asks: [
      "Does God punish children for what their parents did?",
      "Is it fair for kids to suffer because of their parents' sins?",
      "Do I get punished for my dad's sins?",
    ],
    verdict: "no" as const,
    answerSentence: "(placeholder)",
    plain: { child: "No.", teen: "No.", adult: "No." },
    example: { text: "(placeholder)" },
    terms: [],
  };

  it("is never the child's own question again", () => {
    expect(nextAskForChild(digest)).toBe("Do I get punished for my dad's sins?");
    expect(nextAskForChild(digest, "do i get punished for my dads sins??")).toBe(
      "Does God punish children for what their parents did?",
    );
    expect(nextAskForChild(null, "anything")).toBeNull();
  });

  it("is the article's own question in plain words, when it is short, rather than a side of it", () => {
    const plainQuestion = "Can children be punished for their parents' sins?";
    expect(nextAskForChild({ ...digest, plainQuestion })).toBe(plainQuestion);
    expect(
      nextAskForChild({ ...digest, plainQuestion }, "can kids be punished for what their parents sinned"),
    ).toBe("Do I get punished for my dad's sins?");
    const long =
      "Can children ever rightly be made to bear some of the punishment that is due for their parents' sins?";
    expect(nextAskForChild({ ...digest, plainQuestion: long })).toBe("Do I get punished for my dad's sins?");
  });
});
