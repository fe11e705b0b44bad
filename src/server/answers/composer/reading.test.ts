import { describe, expect, it } from "vitest";
import { occursVerbatim } from "../guard/normalise.js";
import { shorten, shortenAnswer } from "./reading.js";

// ST II-II, q. 66, a. 7, co., the sentence that carries his answer.
const NEED =
  "Nevertheless, if the need be so manifest and urgent, that it is evident that the present need must be remedied " +
  "by whatever means be at hand (for instance when a person is in some imminent danger, and there is no other " +
  "possible remedy), then it is lawful for a man to succor his own need by means of another's property, by taking " +
  "it either openly or secretly: nor is this properly speaking theft or robbery.";
// SCG I, c. 62.
const SINCE =
  "Since then God is the first understanding and the first object of understanding, the truth of every " +
  "understanding must be measured by His truth, as everything is measured by the first of its kind.";
const PLAIN =
  "It is altogether unlawful to kill oneself, for three reasons, of which the first is that everything naturally " +
  "loves itself, and the result is that everything naturally keeps itself in being.";

describe("the sentence that carries his answer, cut short", () => {
  it("keeps what he holds when the sentence opens with what it depends on", () => {
    const cut = shortenAnswer(NEED, 24);
    expect(cut).toMatch(/^Nevertheless, if the need be so manifest and urgent … then it is lawful for a man/);
    expect(cut).not.toContain("(");
    expect(shorten(NEED, 24)).not.toContain("lawful");
    const since = shortenAnswer(SINCE, 16);
    expect(since).toContain("…");
    expect(since).toMatch(/measured by the first of its kind\.$/);
  });

  it("is cut as any quotation when its main clause comes first, or it is short enough", () => {
    expect(shortenAnswer(PLAIN, 16)).toBe(shorten(PLAIN, 16));
    expect(shortenAnswer(SINCE, 60)).toBe(SINCE);
  });

  it("quotes only his words, in his order", () => {
    for (const [sentence, words] of [
      [NEED, 24],
      [NEED, 45],
      [NEED, 90],
      [SINCE, 16],
      [SINCE, 10],
    ] as const)
      expect(occursVerbatim(shortenAnswer(sentence, words), sentence), `${words}: ${sentence}`).toBe(true);
  });
});
