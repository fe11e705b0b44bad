import { describe, expect, it } from "vitest";
import { titleFromObjection, titleFromPrologue } from "./summa-theologiae.js";

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

  it("is the question its first objection disputes, when neither says more", () => {
    // ST App. 2, q. 1, a. 1, as the corpus has its first objection.
    const objection =
      'Objection 1: It would seem that there is not a Purgatory after this life. For it is said (Apoc. 14:13): "Blessed are the dead who die in the Lord."';
    expect(titleFromPrologue([], 1, "Two Articles on Purgatory", 2, objection)).toBe(
      "Whether there is a Purgatory after this life?",
    );
    expect(
      titleFromObjection("Objection 1: It would seem that God cannot make the past not to have been."),
    ).toBe("Whether God can make the past not to have been?");
  });

  it("is the article's number when nothing says more", () => {
    expect(titleFromPrologue([], 2, "Two Articles on Purgatory", 2)).toBe("Article 2");
    expect(titleFromObjection("Objection 1: Further, the soul is a form.")).toBeNull();
  });
});
