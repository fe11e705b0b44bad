import { describe, expect, it } from "vitest";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import type { SourceText } from "../types.js";
import { answerPart } from "./compose-parts.js";
import { LEVEL_PLANS } from "./level-plan.js";
import { readArticle } from "./reading.js";

const REF = "SCG III, c. 71";
const TITLE = "That the Divine Providence is not wholly inconsistent with the presence of Evil in Creation";
const paragraph = (n: number, content: string): SourceText => ({
  number: n,
  passageId: `p${n}`,
  reference: `${REF}, ¶${n}`,
  articleRef: REF,
  title: TITLE,
  work: "Summa contra Gentiles",
  section: `¶${n}`,
  sectionKind: "paragraph",
  content,
  latin: null,
});
const ANSWER =
  "Therefore it is no part of divine providence wholly to exclude from creation the capability of falling away from good.";
const first = paragraph(
  1,
  `PERFECT goodness could not be in creation if there were not found an order of goodness among creatures. ${ANSWER}`,
);
const boethius = paragraph(
  7,
  "Boethius introduces a philosopher asking the question: 'If there is a God, how comes evil?' The argument might be retorted.",
);
const digest: ArticleDigest = {
  ref: REF,
  asks: [
    "Why is there evil?",
    "Does evil disprove God?",
    "Why does God allow bad things?",
    "Is evil from God?",
    "Can providence allow evil?",
  ],
  verdict: "yes",
  answerSentence: ANSWER,
  plain: {
    child: "God lets some things fail.",
    teen: "A world with every grade of good has things that can fail.",
    adult: "Providence does not exclude failure.",
  },
  example: { text: "A world of only the highest things would be poorer." },
  terms: ["providence", "evil"],
};

const blocksFor = (level: "middle" | "college") => {
  const sources = [first, boethius];
  const reading = readArticle(sources, REF, TITLE, digest);
  return answerPart({
    reading,
    plan: LEVEL_PLANS[level],
    tone: level === "middle" ? "young" : "adult",
    style: "balanced",
    latinFirst: false,
    // The words rank the paragraph that reports Boethius' question first.
    rankedParagraphs: [boethius, first],
    quoted: [],
    latinShown: [],
    question: "why is there evil if god is good?",
    answers: true,
  });
};

describe("his answer from a chapter of the Contra Gentiles", () => {
  it("is quoted from the paragraph that carries it, and led as what the chapter says", () => {
    for (const level of ["middle", "college"] as const) {
      const blocks = blocksFor(level);
      const texts = blocks.map((b) => ("text" in b ? b.text : ""));
      expect(texts).toContain("In that chapter I write:");
      expect(texts).not.toContain("The principle I start from:");
      const quotes = blocks.filter((b) => b.kind === "quote");
      expect(quotes[0]).toMatchObject({ source: 1 });
      expect(quotes.map((q) => ("text" in q ? q.text : "")).join(" ")).toContain(
        "capability of falling away from good",
      );
    }
  });
});
