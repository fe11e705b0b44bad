import { describe, expect, it } from "vitest";
import {
  bestExcerpt,
  firstSentence,
  hisOwnBody,
  leadingExcerpt,
  sentences,
  stemSet,
  withoutLabel,
} from "./text.js";

const REPLY =
  'Reply to Objection 1: As Augustine says (Enchiridion xi): "Since God is the highest good, He would not allow any evil." This is part of the infinite goodness of God. Cf. ST I, q. 2, a. 3. And so evil serves the good.';

describe("quotation excerpts", () => {
  it("splits sentences without breaking at references, and every sentence is a substring", () => {
    const parts = sentences(withoutLabel(REPLY));
    expect(parts[0]).toBe(
      'As Augustine says (Enchiridion xi): "Since God is the highest good, He would not allow any evil."',
    );
    for (const p of parts) expect(REPLY).toContain(p);
    expect(parts.some((p) => p.includes("q. 2, a. 3."))).toBe(true);
  });

  it("keeps whole sentences within the budget, verbatim, and says when it cut", () => {
    const short = leadingExcerpt(withoutLabel(REPLY), 60);
    expect(REPLY).toContain(short.text);
    expect(short.cut).toBe(true);
    const all = leadingExcerpt(withoutLabel(REPLY), 5000);
    expect(all.cut).toBe(false);
  });

  it("finds the sentences nearest to the point, verbatim", () => {
    const best = bestExcerpt(withoutLabel(REPLY), stemSet("infinite goodness"), 400, 1);
    expect(best.text).toBe("This is part of the infinite goodness of God.");
    expect(best.score).toBe(2);
  });

  it("names the claim past the labels a turn opens with", () => {
    expect(
      firstSentence(
        "**Summary of David Hume's view** (in our words, not a quotation): Cause is habit. More.",
      ),
    ).toBe("Cause is habit.");
    expect(firstSentence("To the question *Whether God exists?* I answer yes. God exists. And so on.")).toBe(
      "God exists.",
    );
  });
});

describe("his own words in a body that opens with others' views", () => {
  // ST I, q. 50, a. 4, co., its first two paragraphs as the corpus has them.
  const BODY =
    "Some have said that all spiritual substances, even souls, are of the one species. Others, again, that all the angels are of the one species, but not souls; while others allege that all the angels of one hierarchy, or even of one order, are of the one species.\n\nBut this is impossible. For such things as agree in species but differ in number, agree in form, but are distinguished materially.";

  it("starts where he speaks for himself, so that no excerpt quotes their view as his", () => {
    const own = hisOwnBody(BODY);
    expect(own.startsWith("But this is impossible.")).toBe(true);
    expect(BODY).toContain(own);
    // A claim worded like the view he rejects finds his reply to it, not the view.
    const claim = stemSet("all the angels are of the one species, as all spiritual substances are");
    expect(bestExcerpt(BODY, claim, 400, 1).text).toMatch(/^(?:Some have said|Others, again)/);
    expect(bestExcerpt(own, claim, 400, 1).text).not.toMatch(/Some have said|Others, again/);
  });

  it("leaves a body that opens in his own voice as it is", () => {
    const own =
      "But this is impossible. For such things as agree in species but differ in number, agree in form.";
    expect(hisOwnBody(own)).toBe(own);
  });
});
