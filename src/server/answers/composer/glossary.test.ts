import { describe, expect, it } from "vitest";
import { pickTerms } from "./glossary.js";

const termsFor = (question: string, digestTerms: string[] = [], quoted = "") =>
  pickTerms(quoted, digestTerms, [], 3, "basic", question).map((t) => t.term);

describe("the key terms a reply explains", () => {
  it("explains a term the learner asked about", () => {
    expect(termsFor("What is the difference between essence and existence?")).toEqual(
      expect.arrayContaining(["essence", "existence"]),
    );
    expect(termsFor("Is the natural law the same for everyone?")).toContain("natural law");
    expect(termsFor("does the end justify the means?")).toContain("end");
  });

  it("does not take everyday English for a scholastic term", () => {
    for (const question of [
      "is it a sin to be lazy?",
      "what's the point of praying for my friends to be saved?",
      "can you keep being good till the end of your life?",
      "is it necessary to go to confession?",
      "was it an accident or did God plan it?",
      "is substance abuse a sin?",
      "is it simple to get to heaven?",
    ])
      expect(termsFor(question), question).toEqual([]);
  });

  it("reads the digest's key terms in their own sense", () => {
    expect(
      termsFor("can I be saved without baptism?", ["necessity of baptism", "baptism of desire"]),
    ).toEqual([]);
    expect(termsFor("how do we know things?", ["composition and division", "simple intelligence"])).toEqual(
      [],
    );
    expect(termsFor("is god made of parts?", ["divine simplicity"])).toEqual(["simplicity"]);
    expect(termsFor("does anything have to exist?", ["necessary being", "contingency"])).toEqual([
      "necessary being",
    ]);
  });

  it("explains what the article's digest names, and nothing that only stands in a quotation", () => {
    expect(termsFor("is it a sin to be lazy?", ["sloth", "charity"])).toEqual(["charity"]);
    expect(
      termsFor("is it a sin to be lazy?", [], "to be is the act of every form; it is necessary"),
    ).toEqual([]);
  });
});
