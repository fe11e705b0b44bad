import { describe, expect, it } from "vitest";
import type { SourceText } from "../types.js";
import { answerPart } from "./compose-parts.js";
import { LEVEL_PLANS } from "./level-plan.js";
import { toneOf } from "./phrases.js";
import { readArticle } from "./reading.js";

// The opening of ST I, q. 50, a. 4's respondeo, as the corpus has it: it sets out what others held first.
const RESPONDEO: SourceText = {
  number: 1,
  passageId: "co",
  reference: "ST I, q. 50, a. 4, co.",
  articleRef: "ST I, q. 50, a. 4",
  title: "Whether the angels differ in species?",
  work: "Summa Theologiae",
  section: "co.",
  sectionKind: "respondeo",
  content:
    "I answer that, Some have said that all spiritual substances, even souls, are of the one species. Others, again, that all the angels are of the one species, but not souls; while others allege that all the angels of one hierarchy, or even of one order, are of the one species.\n\nBut this is impossible. For such things as agree in species but differ in number, agree in form, but are distinguished materially. If, therefore, the angels be not composed of matter and form, as was said above (Article [2]), it follows that it is impossible for two angels to be of one species; just as it would be impossible for there to be several whitenesses apart, or several humanities, since whitenesses are not several, except in so far as they are in several substances.",
  latin: null,
};

const textOf = (level: "high" | "college") => {
  const reading = readArticle([RESPONDEO], RESPONDEO.articleRef, RESPONDEO.title, null);
  const blocks = answerPart({
    reading,
    plan: LEVEL_PLANS[level],
    tone: toneOf(level),
    style: "balanced",
    latinFirst: false,
    rankedParagraphs: [],
    quoted: [],
    latinShown: [],
    question: "Is every angel its own separate species?",
    answers: true,
  });
  return blocks.map((b) => ("text" in b ? b.text : "")).join("\n");
};

describe("a body that opens with what others held", () => {
  it("says the words quoted first are theirs, not his principle or his answer", () => {
    const high = textOf("high");
    expect(high).toMatch(
      /I start from what others held, before giving my own answer:\nI answer that, Some have said/,
    );
    expect(high).not.toMatch(/The principle I start from/);
    expect(textOf("college")).toMatch(
      /My answer begins with what others held:\nI answer that, Some have said/,
    );
  });
});
