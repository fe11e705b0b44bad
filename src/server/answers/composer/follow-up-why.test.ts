import { describe, expect, it } from "vitest";
import { respondeoArticle } from "../fixtures/respondeo-article.js";
import { composeFollowUp } from "./follow-up.js";
import { shorten } from "./reading.js";

const REF = "ST III, q. 50, a. 1";
// The opening of the body of ST III, q. 50, a. 1, as the corpus has it.
const BODY =
  'I answer that, It was fitting for Christ to die. First of all to satisfy for the whole human race, which was sentenced to die on account of sin, according to Gn. 2:17: "In what day soever ye shall [Vulg.: \'thou shalt\'] eat of it ye shall [Vulg.: \'thou shalt\'] die the death." Now it is a fitting way of satisfying for another to submit oneself to the penalty deserved by that other. And so Christ resolved to die, that by dying He might atone for us, according to 1 Pt. 3:18: "Christ also died once for our sins." Secondly, in order to show the reality of the flesh assumed. For, as Eusebius says (Orat. de Laud. Constant. xv), "if, after dwelling among men Christ were suddenly to disappear from men\'s sight, as though shunning death, then by all men He would be likened to a phantom."';

const article = respondeoArticle(REF, "Whether it was fitting that Christ should die?", BODY, {
  asks: ["Why did Jesus have to die?"],
  verdict: "yes",
  answerSentence: "I answer that, It was fitting for Christ to die.",
  plain: { child: "Yes.", teen: "Yes.", adult: "Yes." },
  example: { text: "A friend who pays another's fine." },
  terms: [],
});

describe("why, asked after a reply", () => {
  it("gives the reasons the body counts, in his order", () => {
    const reply = composeFollowUp("why", article, "why?", "elementary", "balanced");
    const quotes = reply.text.split("\n").filter((l) => l.startsWith(">"));
    expect(quotes[0]).toMatch(/^> “First of all to satisfy for the whole human race/);
    expect(quotes[1]).toMatch(/^> “Secondly, in order to show the reality of the flesh assumed\.”/);
    expect(reply.text).not.toMatch(/Eusebius/);
  });
});

describe("a sentence cut short", () => {
  it("stops before a quotation it would leave open", () => {
    const sentence =
      'For, as Eusebius says (Orat. de Laud. Constant. xv), "if, after dwelling among men Christ were suddenly to disappear from men\'s sight, as though shunning death, then by all men He would be likened to a phantom."';
    const cut = shorten(sentence, 16);
    expect(cut).not.toContain('"');
    expect(cut).toMatch(/^For, as Eusebius says/);
  });
});
