import { describe, expect, it } from "vitest";
import { EDUCATION_LEVELS } from "../education/levels.js";
import { QUOTE_CATALOGUE, quoteSource } from "./catalogue.js";
import { extractExcerpt } from "./excerpt.js";
import { dayOfYear, quoteOfTheDayIndex, randomOtherIndex } from "./quote-of-the-day.js";

describe("quote of the day", () => {
  it("counts 1 January as day 1 and 31 December of a leap year as day 366", () => {
    expect(dayOfYear(new Date(2025, 0, 1))).toBe(1);
    expect(dayOfYear(new Date(2025, 1, 1))).toBe(32);
    expect(dayOfYear(new Date(2024, 11, 31, 23, 59))).toBe(366);
    expect(dayOfYear(new Date(2025, 2, 31, 12))).toBe(90); // across the spring clock change
  });

  it("is the day of the year modulo the number of quotes", () => {
    expect(quoteOfTheDayIndex(new Date(2025, 0, 1), 8)).toBe(1);
    expect(quoteOfTheDayIndex(new Date(2025, 0, 8), 8)).toBe(0);
    expect(quoteOfTheDayIndex(new Date(2025, 0, 15), 8)).toBe(7);
    expect(quoteOfTheDayIndex(new Date(2025, 0, 16), 8)).toBe(0);
    expect(quoteOfTheDayIndex(new Date(2025, 0, 16, 23, 59), 8)).toBe(0);
    expect(quoteOfTheDayIndex(new Date(2025, 0, 17, 0, 1), 8)).toBe(1);
    expect(quoteOfTheDayIndex(new Date(2025, 0, 5), 3)).toBe(2);
    expect(quoteOfTheDayIndex(new Date(2025, 0, 5), 0)).toBe(0);
  });

  it("picks a different quote on refresh, whatever the random draw", () => {
    for (const draw of [0, 0.2, 0.5, 0.99999]) {
      for (let current = 0; current < 8; current++) {
        const next = randomOtherIndex(current, 8, () => draw);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(8);
      }
    }
    expect(randomOtherIndex(0, 1)).toBe(0);
  });
});

describe("quotation catalogue", () => {
  it("has 8 entries with unique ids and canonical Summa references", () => {
    expect(QUOTE_CATALOGUE).toHaveLength(8);
    expect(new Set(QUOTE_CATALOGUE.map((q) => q.id)).size).toBe(8);
    expect(new Set(QUOTE_CATALOGUE.map((q) => q.reference)).size).toBe(8);
    for (const q of QUOTE_CATALOGUE) {
      expect(q.reference).toMatch(/^ST (I|I-II|II-II|III), q\. \d+, a\. \d+, (co\.|s\.c\.|ad \d+)$/);
    }
  });

  it("explains every quotation at all six levels, with context and theme", () => {
    for (const q of QUOTE_CATALOGUE) {
      expect(Object.keys(q.explanations).sort()).toEqual([...EDUCATION_LEVELS].sort());
      for (const level of EDUCATION_LEVELS) expect(q.explanations[level].length).toBeGreaterThan(60);
      expect(q.context.length).toBeGreaterThan(60);
      expect(q.theme.length).toBeGreaterThan(2);
      // Elementary reads shorter than scholar: the levels are written for different readers.
      expect(q.explanations.elementary.length).toBeLessThan(q.explanations.scholar.length);
    }
  });

  it("names the work in full in the source line", () => {
    expect(quoteSource("ST I-II, q. 94, a. 2, co.")).toBe("Summa Theologiae I-II, q. 94, a. 2, co.");
    expect(quoteSource("SCG I, c. 13, n. 3")).toBe("Summa contra Gentiles I, c. 13, n. 3");
    expect(quoteSource("Ex. 3:14")).toBe("Ex. 3:14");
  });
});

describe("extractExcerpt", () => {
  const text =
    "I answer that,  It is\nwritten. Truth is the\tadequation of thing and mind. And more follows.";
  it("cuts from the start words through the end words, ignoring whitespace differences", () => {
    expect(extractExcerpt(text, { start: "Truth is the", end: "mind." })).toBe(
      "Truth is the adequation of thing and mind.",
    );
  });
  it("returns null when a bound is missing or the end precedes the start", () => {
    expect(extractExcerpt(text, { start: "Falsehood", end: "mind." })).toBeNull();
    expect(extractExcerpt(text, { start: "Truth is", end: "nowhere" })).toBeNull();
    expect(extractExcerpt(text, { start: "And more", end: "written." })).toBeNull();
  });
});
