import { describe, expect, it } from "vitest";
import { linkReferences, segmentText } from "./inline-links.js";

const joined = (pieces: { text: string }[] | null) => (pieces ?? []).map((p) => p.text).join("");

describe("a section's text in the reader", () => {
  it("links the Summa's inline Scripture references to the Bible in the reader", () => {
    const text =
      "For the invisible things of Him are clearly seen (Romans 1:20). And (Ps. 18:2); cf. (Matt. 5:3, 4).";
    const { before, marked, after } = segmentText(text);
    expect(marked).toBeNull();
    expect(after).toEqual([]);
    expect(joined(before)).toBe(text);
    expect(before.filter((p) => p.href).map((p) => [p.text, p.href])).toEqual([
      ["Romans 1:20", "/read/bible/Rm/1#v20"],
      ["Ps. 18:2", "/read/bible/Ps/18#v2"],
      ["Matt. 5:3, 4", "/read/bible/Mt/5?v=3-4#v3"],
    ]);
  });

  it("leaves other works' numbering unlinked", () => {
    const { before } = segmentText("as the Philosopher says (Ethic. 1:2)");
    expect(before.every((p) => p.href === null)).toBe(true);
  });

  it("marks the quoted words, spacing aside, and takes a citation at its edge inside whole", () => {
    const text = "I answer that, the existence of God can be proved (Rm. 1:20) in five ways.";
    const plain = segmentText(text, "the  existence of God");
    expect(joined(plain.marked)).toBe("the existence of God");
    expect(joined(plain.before) + joined(plain.marked) + joined(plain.after)).toBe(text);

    const edge = segmentText(text, "can be proved (Rm.");
    expect(joined(edge.marked)).toBe("can be proved (Rm. 1:20");
    expect(edge.marked?.find((p) => p.href)?.href).toBe("/read/bible/Rm/1#v20");
  });

  it("marks nothing when the words are not in the text", () => {
    const { marked } = segmentText("I answer that", "words he never wrote");
    expect(marked).toBeNull();
  });
});

describe("references in a study material", () => {
  it("links each reference given in parentheses to the reader, carrying the words quoted before it", () => {
    const text =
      "He says “the existence of God can be proved in five ways” (ST I, q. 2, a. 3, co.). See also (SCG III, c. 71) and Plato (Republic 514a); cf. Jn. 15:5.";
    const pieces = linkReferences(text);
    expect(pieces.map((p) => p.text).join("")).toBe(text);
    expect(pieces.filter((p) => p.href).map((p) => [p.text, p.href])).toEqual([
      ["ST I, q. 2, a. 3, co.", "/read/st/I/q2/a3?q=the+existence+of+God+can+be+proved+in+five+ways#co"],
      ["SCG III, c. 71", "/read/scg/3/c71"],
      ["Jn. 15:5", "/read/bible/Jn/15#v5"],
    ]);
  });

  it("leaves a text without references as it is", () => {
    expect(linkReferences("Nothing cited here (at all).")).toEqual([
      { text: "Nothing cited here (at all).", href: null },
    ]);
  });
});
