import { describe, expect, it } from "vitest";
import { parseInline, parseReply } from "./reply-blocks";

describe("reply blocks", () => {
  it("splits paragraphs by line and sets off headings, quotations and lists", () => {
    const text = [
      "## My answer",
      "I answer that God's existence can be proved.",
      "> “The first and more manifest way is the argument from motion.” [1]",
      "- **Act**: what is real.",
      "- **Potency**: what can be.",
      "1. First step",
      "2. Second step",
      "",
      "Go further.",
    ].join("\n");
    expect(parseReply(text).map((b) => b.kind)).toEqual([
      "heading",
      "paragraph",
      "quote",
      "bullets",
      "numbered",
      "paragraph",
    ]);
    expect(parseReply(text)[3]).toEqual({
      kind: "bullets",
      items: ["**Act**: what is real.", "**Potency**: what can be."],
    });
  });

  it("finds italics and the references of the reply's citations", () => {
    expect(
      parseInline("You ask: *Can reason prove it?* “Text.” (ST I, q. 2, a. 2, co.)", [
        "ST I, q. 2, a. 2, co.",
        "ST I, q. 2, a. 2",
      ]),
    ).toEqual([
      { kind: "text", text: "You ask: " },
      { kind: "italic", text: "Can reason prove it?" },
      { kind: "text", text: " “Text.” (" },
      { kind: "ref", reference: "ST I, q. 2, a. 2, co." },
      { kind: "text", text: ")" },
    ]);
    expect(parseInline("2 * 3 = 6")).toEqual([{ kind: "text", text: "2 * 3 = 6" }]);
  });

  it("finds bold text and citation markers", () => {
    expect(parseInline("See **this** [2] now")).toEqual([
      { kind: "text", text: "See " },
      { kind: "bold", text: "this" },
      { kind: "text", text: " " },
      { kind: "cite", index: 1 },
      { kind: "text", text: " now" },
    ]);
  });
});
