import { describe, expect, it } from "vitest";
import { formatReference } from "./format.js";
import { SCRIPTURE_BOOKS } from "./scripture-books.js";
import {
  citationReference,
  extractScriptureCitations,
  locateScriptureCitations,
} from "./scripture-citations.js";

describe("inline Scripture citations in the Summa", () => {
  it("finds the forms the English Summa uses and maps them to the Bible files' book codes", () => {
    const text =
      'It is said in the person of God: "I am Who am." (Ex. 3:14). Cf. (Ps. 83:3), (Rm. 4:2) and (Matt. 5:3, 4); ' +
      "see 1 Cor. 13:13; 14:1 and (Jn. 1:1-3).";
    const found = extractScriptureCitations(text);
    expect(found.map((c) => [c.book, c.chapter, c.verses])).toEqual([
      ["Ex", 3, [14]],
      ["Ps", 83, [3]],
      ["Rom", 4, [2]],
      ["Mt", 5, [3, 4]],
      ["1Cor", 13, [13]],
      ["1Cor", 14, [1]],
      ["Jo", 1, [1, 2, 3]],
    ]);
    expect(found[0]?.cited).toBe("Ex. 3:14");
  });

  it("does not take other works' numbering for Scripture, and keeps books outside the canon unresolvable", () => {
    const found = extractScriptureCitations(
      "the Philosopher (Ethic. 1:2) and (3 Esdras 4:41), and 4 Kgs. 2:11",
    );
    expect(found.map((c) => c.book)).toEqual([null, "4Rg"]);
  });

  it("says where each citation stands, Douay names and continuations included", () => {
    const text = "as is clear (Romans 1:20) and (Ps. 18:2); see 1 Cor. 13:13; 14:1.";
    const found = locateScriptureCitations(text);
    expect(found.map((c) => text.slice(c.start, c.end))).toEqual([
      "Romans 1:20",
      "Ps. 18:2",
      "1 Cor. 13:13",
      "14:1",
    ]);
    expect(found.map((c) => c.book)).toEqual(["Rom", "Ps", "1Cor", "1Cor"]);
  });

  it("does not read the next book's number as a verse", () => {
    const found = extractScriptureCitations("(Ps. 83:3, 4 Kgs. 2:11)");
    expect(found.map((c) => [c.book, c.chapter, c.verses])).toEqual([
      ["Ps", 83, [3]],
      ["4Rg", 2, [11]],
    ]);
  });

  it("gives a citation's canonical reference", () => {
    const [range] = extractScriptureCitations("(Jn. 1:1-3)");
    expect(
      range && formatReference(citationReference(range) ?? { work: "bible", book: "", chapter: 0 }),
    ).toBe("Jn. 1:1-3");
  });

  it("has one entry for each of the 73 books, codes unique", () => {
    expect(new Set(SCRIPTURE_BOOKS.map((b) => b.code)).size).toBe(73);
  });
});
