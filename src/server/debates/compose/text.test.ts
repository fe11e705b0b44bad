import { describe, expect, it } from "vitest";
import { bestExcerpt, firstSentence, leadingExcerpt, sentences, stemSet, withoutLabel } from "./text.js";

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
