import { describe, expect, it } from "vitest";
import { holdsPhrase, modernMattersIn, modernNamesIn } from "./modern-matters.js";

describe("things of our day named by his words", () => {
  it("finds a modern matter named by two words he also used", () => {
    expect(modernMattersIn("Is social media making people lonely?")).toEqual([["social", "media"]]);
    expect(modernMattersIn("what about playing video games all day")).toEqual([["video", "game"]]);
  });

  it("finds a thing of our day named by one word, in any of its forms", () => {
    expect(modernMattersIn("Can computers be conscious?")).toEqual([["comput"]]);
    expect(modernMattersIn("should I get my kids vaccinated")).toEqual([["vaccin"]]);
    expect(modernMattersIn("Should parents let children use smartphones?")).toEqual([["smartphon"]]);
  });

  it("leaves out words he used in another sense", () => {
    // "pierced", "election" (choice), "pollution", "communion" share their stems with things of our day.
    expect(modernMattersIn("Was His side pierced by the election of the soldiers?")).toEqual([]);
    expect(modernMattersIn("Is pollution a sin, and is communion fitting?")).toEqual([]);
    // "Texting" and "coding" share their stems with the text of Scripture and a code of laws.
    expect(modernMattersIn("What does the text of the moral code say?")).toEqual([]);
  });

  it("does not take the same words apart for the modern matter", () => {
    expect(modernMattersIn("Is man a social animal, and what is the medium of sight?")).toEqual([]);
    expect(modernMattersIn("Does God have intelligence?")).toEqual([]);
  });

  it("needs the stems side by side and in order", () => {
    expect(holdsPhrase(["a", "b", "c"], ["b", "c"])).toBe(true);
    expect(holdsPhrase(["a", "c", "b"], ["b", "c"])).toBe(false);
    expect(holdsPhrase(["b"], ["b", "c"])).toBe(false);
  });
});

describe("the names of things of our day, as the learner wrote them", () => {
  it("gives each thing in the learner's words, in the order asked, the longer name over the one inside it", () => {
    expect(modernNamesIn("Should kids have phones in school?")).toEqual(["phones"]);
    expect(modernNamesIn("is social media making people lonely")).toEqual(["social media"]);
    expect(modernNamesIn("Are electric cars better than video games?")).toEqual([
      "electric cars",
      "video games",
    ]);
    expect(modernNamesIn("Is lying a sin?")).toEqual([]);
  });
});
