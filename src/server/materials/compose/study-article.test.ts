import { describe, expect, it } from "vitest";
import { respondeoArticle } from "../../answers/fixtures/respondeo-article.js";
import { studyArticle } from "./study-article.js";

const REF = "ST I, q. 50, a. 4";
// The respondeo of ST I, q. 50, a. 4 (its first two paragraphs, as the corpus has them) and its digest's answer.
const BODY =
  "I answer that, Some have said that all spiritual substances, even souls, are of the one species. Others, again, that all the angels are of the one species, but not souls; while others allege that all the angels of one hierarchy, or even of one order, are of the one species.\n\nBut this is impossible. For such things as agree in species but differ in number, agree in form, but are distinguished materially. If, therefore, the angels be not composed of matter and form, as was said above (Article [2]), it follows that it is impossible for two angels to be of one species; just as it would be impossible for there to be several whitenesses apart, or several humanities, since whitenesses are not several, except in so far as they are in several substances.";
const ANSWER =
  "If, therefore, the angels be not composed of matter and form, as was said above (Article [2]), it follows that it is impossible for two angels to be of one species; just as it would be impossible for there to be several whitenesses apart, or several humanities, since whitenesses are not several, except in so far as they are in several substances.";

const article = (body: string) =>
  respondeoArticle(REF, "Whether the angels differ in species?", body, {
    asks: ["Is every angel a different kind of being?"],
    verdict: "yes",
    answerSentence: ANSWER,
    plain: { child: "Yes.", teen: "Yes.", adult: "Yes." },
    example: { text: "Two whitenesses apart." },
    terms: [],
  });

describe("his own argument, read for study materials", () => {
  it("leaves out the views of others that his body opens by setting out", () => {
    const steps = studyArticle(article(BODY)).argument.map((s) => s.text);
    expect(steps.join(" ")).not.toMatch(/Some have said|Others, again/);
    expect(steps).toContain("But this is impossible.");
    expect(steps).toContain(ANSWER);
  });

  it("keeps a body that opens in his own voice whole", () => {
    const own = BODY.split("\n\n")[1] as string;
    expect(studyArticle(article(`I answer that, ${own}`)).argument.map((s) => s.text)[0]).toBe(
      "But this is impossible.",
    );
  });
});
