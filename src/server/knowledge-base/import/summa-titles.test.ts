import { describe, expect, it } from "vitest";
import { titleFromPrologue } from "./summa-theologiae.js";

describe("the title of an article the source leaves without one", () => {
  const prologue = [
    "We must now consider the cause of sin, on the part of man.",
    "Under the first head there are five points of inquiry:",
    "(1) Whether man's first sin is transmitted, by way of origin to his descendants?",
    "(5) Whether original sin would have been contracted if the woman, and not the man, had sinned?",
  ];

  it("is the point of inquiry its question's prologue numbers for it", () => {
    expect(titleFromPrologue(prologue, 5, "Of the Cause of Sin, on the Part of Man", 5)).toBe(
      "Whether original sin would have been contracted if the woman, and not the man, had sinned?",
    );
  });

  it("is the question's own title for the one article of a question", () => {
    expect(
      titleFromPrologue(
        ["We must now consider the work of the sixth day."],
        1,
        "On the Work of the Sixth Day",
        1,
      ),
    ).toBe("On the Work of the Sixth Day");
  });

  it("is the article's number when neither says more", () => {
    expect(titleFromPrologue([], 2, "Two Articles on Purgatory", 2)).toBe("Article 2");
  });
});
