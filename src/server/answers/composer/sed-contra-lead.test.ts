import { describe, expect, it } from "vitest";
import type { SourceText } from "../types.js";
import { scripturePart } from "./compose-parts.js";
import { LEVEL_PLANS } from "./level-plan.js";
import { toneOf } from "./phrases.js";
import { readArticle } from "./reading.js";

const REF = "ST I-II, q. 65, a. 1";
const base = {
  articleRef: REF,
  title: "Whether the moral virtues are connected with one another?",
  work: "Summa Theologiae",
  latin: null,
};
// ST I-II, q. 65, a. 1, s.c. (its opening) and the verse it names, as the corpus has them.
const SED_CONTRA: SourceText = {
  ...base,
  number: 1,
  passageId: "sc",
  reference: `${REF}, s.c.`,
  section: "s.c.",
  sectionKind: "sed_contra",
  content:
    'On the contrary, Ambrose says on Lk. 6:20: "The virtues are connected and linked together, so that whoever has one, is seen to have several"',
};
const VERSE: SourceText = {
  ...base,
  number: 2,
  passageId: "lk",
  reference: "Lk. 6:20",
  section: "Lk. 6:20",
  sectionKind: "verse",
  content:
    "And he, lifting up his eyes on his disciples, said: Blessed are ye poor, for yours is the kingdom of God.",
  citedBy: "sc",
};

describe("the lead of On the contrary", () => {
  it("names the Father who speaks, though he speaks on a verse", () => {
    const reading = readArticle([SED_CONTRA, VERSE], REF, base.title, null);
    const blocks = scripturePart({
      reading,
      plan: LEVEL_PLANS.high,
      tone: toneOf("high"),
      style: "balanced",
      latinFirst: false,
      rankedParagraphs: [],
      quoted: [],
      latinShown: [],
      question: "Can you have one virtue without the others?",
      answers: true,
    });
    const text = blocks.map((b) => ("text" in b ? b.text : "")).join("\n");
    expect(text).toMatch(/I set what Ambrose says:/);
    expect(text).not.toMatch(/Scripture says/);
  });
});
