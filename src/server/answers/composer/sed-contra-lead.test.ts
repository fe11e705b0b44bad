import { describe, expect, it } from "vitest";
import type { SourceText } from "../types.js";
import { firstCited, scripturePart } from "./compose-parts.js";
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
  citedBy: ["sc"],
};

/** The On the contrary part of a high-school reply to `question` from `reading`. */
const onTheContrary = (reading: ReturnType<typeof readArticle>, question: string) =>
  scripturePart({
    reading,
    plan: LEVEL_PLANS.high,
    tone: toneOf("high"),
    style: "balanced",
    latinFirst: false,
    rankedParagraphs: [],
    quoted: [],
    latinShown: [],
    question,
    answers: true,
  });

describe("the lead of On the contrary", () => {
  it("names the Father who speaks, though he speaks on a verse", () => {
    const reading = readArticle([SED_CONTRA, VERSE], REF, base.title, null);
    const blocks = onTheContrary(reading, "Can you have one virtue without the others?");
    const text = blocks.map((b) => ("text" in b ? b.text : "")).join("\n");
    expect(text).toMatch(/I set what Ambrose says:/);
    expect(text).not.toMatch(/Scripture says/);
  });
});

describe("the verse shown under On the contrary", () => {
  const Q = "ST Suppl., q. 92, a. 1";
  const at = {
    ...base,
    articleRef: Q,
    title: "Whether the human intellect can attain to the vision of God in His essence?",
  };
  // The opening of ST Suppl., q. 92, a. 1, s.c., and of its last paragraph; the two verses as the corpus has them.
  const sedContra: SourceText = {
    ...at,
    number: 1,
    passageId: "sc",
    reference: `${Q}, s.c.`,
    section: "s.c.",
    sectionKind: "sed_contra",
    content:
      'On the contrary, It is written (1 Cor. 13:12): "We see now through a glass in a dark manner, but then face to face." Now that which is seen face to face is seen in its essence.\n\nFurther, the desire of the saints cannot be altogether frustrated. Now the common desire of the saints is to see God in His essence, according to Ex. 33:13, "Show me Thy glory"',
  };
  const verse = (number: number, reference: string, content: string, citedBy: string[]): SourceText => ({
    ...at,
    number,
    passageId: reference,
    reference,
    section: reference,
    sectionKind: "verse",
    content,
    citedBy,
  });
  // In the Bible's order, as the knowledge base lists the verses a passage cites; the first also cited by an objection.
  const exodus = verse(
    2,
    "Ex. 33:13",
    "If therefore I have found favor in thy sight, show me thy face, that I may know thee, and may find grace before thy eyes: look upon thy people this nation.",
    ["sc"],
  );
  const corinthians = verse(
    3,
    "1 Cor. 13:12",
    "We see now through a glass in a dark manner; but then face to face. Now I know in part; but then I shall know even as I am known.",
    ["obj1", "sc"],
  );

  it("is the one the sentence quoted cites, though an objection cites it too", () => {
    expect(firstCited(sedContra.content, [exodus, corinthians])).toBe(corinthians);
    const reading = readArticle([sedContra, exodus, corinthians], Q, at.title, null);
    const blocks = onTheContrary(reading, "Will we see God as he is?");
    const quoted = blocks.filter((b) => b.kind === "quote").map((b) => ("text" in b ? b.text : ""));
    expect(quoted.at(-1)).toMatch(/^We see now through a glass/);
  });
});
