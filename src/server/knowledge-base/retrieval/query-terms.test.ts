import { describe, expect, it } from "vitest";
import { definitionalQuestionIn, isDefinitional, QUERY_WEIGHTS, queryTexts } from "./query-terms.js";
import { capObjections } from "./rank-passages.js";
import type { RetrievedPassage } from "./types.js";
import { normalizeQuestion, scholasticTermsFor, VOCABULARY } from "./vocabulary/index.js";

const scholastic = (question: string) => scholasticTermsFor(normalizeQuestion(question)).join(" ");

describe("vocabulary", () => {
  it("has a few hundred entries, each with wordings and scholastic words", () => {
    expect(VOCABULARY.length).toBeGreaterThanOrEqual(200);
    for (const [wordings, words] of VOCABULARY) {
      expect(wordings.trim()).not.toBe("");
      expect(words.trim()).not.toBe("");
    }
  });

  it.each([
    ["Is the death penalty ever justified?", "kill sinners"],
    ["What does Aquinas say about suicide?", "kill oneself"],
    ["who made god?", "first efficient cause"],
    ["Can money buy happiness?", "wealth riches"],
    ["Are happy people virtuous?", "happiness beatitude"],
    ["Is abortion murder?", "kill the innocent"],
    ["What about IVF?", "generation offspring matrimony"],
    ["Is my mind just my brain?", "soul is a body"],
    ["Is it a sin to be lazy?", "sloth"],
    ["Can I charge interest on a loan?", "usury"],
    ["Is being jealous a sin?", "envy"],
    ["Is courage a virtue?", "fortitude"],
    ["Did Jesus have to die on the cross?", "passion cross"],
  ])("maps %s to the words he uses (%s)", (question, expected) => {
    expect(scholastic(question)).toContain(expected);
  });

  it("lets a longer wording win over a shorter one inside it", () => {
    expect(scholastic("Is sex before marriage wrong?")).toContain("fornication");
    expect(scholastic("Is sex before marriage wrong?")).not.toContain("venereal");
    expect(scholastic("Does hell last forever?")).toContain("eternal punishment inflicted on sinners");
  });

  it("matches whole words only, with endings where an entry allows them", () => {
    expect(scholastic("Is a cathedral a church?")).not.toContain("fortitude");
    expect(scholastic("Is overeating a sin?")).toContain("gluttony");
    expect(scholastic("May a soldier kill?")).toContain("war wage");
    expect(scholastic("May soldiers kill?")).toContain("war wage");
  });
});

describe("queryTexts", () => {
  it("keeps the question's own words without the filler, and adds the scholastic wording", () => {
    const texts = queryTexts("What does Aquinas think about the death penalty?");
    expect(texts[0]).toEqual({ text: "what does about the", weight: 1 });
    // The learner's own words count fully (the digests' questions meet them); his terms are a hint.
    expect(texts[1]).toEqual({ text: "death penalty", weight: 1 });
    expect(texts.some((t) => t.text.includes("kill sinners") && t.weight === QUERY_WEIGHTS.scholastic)).toBe(
      true,
    );
  });

  it("drops his teaching as filler, and keeps teaching that is the matter asked", () => {
    const own = (q: string) => queryTexts(q)[0]?.text ?? "";
    expect(own("What does Aquinas teach about grace?")).not.toMatch(/teach/);
    expect(own("what is the church's teaching on grace")).not.toMatch(/teaching/);
    expect(own("How should I teach my kids about the virtues?")).toMatch(/\bteach\b/);
    expect(own("can virtue be taught?")).toMatch(/\btaught\b/);
  });

  it("leans on the earlier question for a short follow-up, and only then", () => {
    const recent = ["Is suicide ever allowed?", "No, he holds that to kill oneself is unlawful."];
    const followUp = queryTexts("Why?", recent);
    expect(followUp.some((t) => t.text.includes("suicide") && t.weight < 1)).toBe(true);
    const fresh = queryTexts("Can angels be in two places at the same time?", recent);
    expect(fresh.some((t) => t.text.includes("suicide"))).toBe(false);
  });

  it("asks whether a thing exists for 'is there…?', not for 'why are there…?'", () => {
    const exists = (q: string) => queryTexts(q).some((t) => t.text === "exist");
    expect(exists("Is there a God?")).toBe(true);
    expect(exists("Are there really angels?")).toBe(true);
    expect(exists("Why are there seven sacraments?")).toBe(false);
    expect(exists("How many angels are there?")).toBe(false);
  });

  it("leans the second half of a two-part question on the first, whatever its form", () => {
    const second = "can the person still go to heaven?";
    expect(
      queryTexts(second)
        .map((t) => t.text)
        .join(" "),
    ).not.toContain("suicide");
    const leaning = queryTexts(second, [], "Is suicide a sin?");
    expect(leaning.find((t) => t.text.includes("suicide"))?.weight).toBe(QUERY_WEIGHTS.context);
  });

  it("gives nothing to search for punctuation alone", () => {
    expect(queryTexts("?!  ...")).toEqual([]);
  });

  it("searches reflexive pronouns as the index has them, so 'yourself' is not dropped", () => {
    const words = queryTexts("Is it okay to love yourself?").map((t) => t.text);
    expect(words.join(" ")).toMatch(/\boneself\b/);
    expect(words.join(" ")).not.toMatch(/yourself|himself/);
  });
});

describe("isDefinitional", () => {
  it.each([
    "What is grace?",
    "what's happiness",
    "What exactly is a virtue?",
    "What is the natural law?",
    "What does synderesis mean?",
    "Define prudence.",
    "what is scandal exactly?",
    "What is grace, really?",
  ])("takes %j as asking what a thing is", (question) => {
    expect(isDefinitional(question)).toBe(true);
  });

  it.each([
    "Is grace a quality of the soul?",
    "What is the best way to pray when I am distracted?",
    "What is Aquinas's view on lying to save a life?",
    "Why is there evil?",
  ])("takes %j as asking something else", (question) => {
    expect(isDefinitional(question)).toBe(false);
  });
});

describe("capObjections", () => {
  const passage = (id: string, sectionKind: RetrievedPassage["sectionKind"], score: number) =>
    ({ id, sectionKind, score }) as RetrievedPassage;

  it("keeps every objection below the respondeo of its article", () => {
    const capped = capObjections([passage("o", "objection", 0.9), passage("r", "respondeo", 0.5)]);
    const objection = capped.find((p) => p.id === "o");
    expect(objection?.score).toBeLessThan(0.5);
  });

  it("leaves objections alone when there is no respondeo to protect", () => {
    expect(capObjections([passage("o", "objection", 0.9)])[0]?.score).toBe(0.9);
  });
});

describe("definitionalQuestionIn", () => {
  it("finds the one question of a message that asks what a thing is, among sentences that say why", () => {
    expect(
      definitionalQuestionIn("What is the natural law? I'm homeschooling and we're doing a unit on ethics."),
    ).toBe("What is the natural law?");
    expect(definitionalQuestionIn("My friend says it's just luck. What is grace?")).toBe("What is grace?");
  });

  it("leaves alone a single question, a question about something else, and a message of two questions", () => {
    expect(definitionalQuestionIn("What is grace?")).toBeNull();
    expect(definitionalQuestionIn("Our school banned phones. Is it wrong to use mine?")).toBeNull();
    expect(definitionalQuestionIn("What is grace? And how do I get it?")).toBeNull();
  });
});
