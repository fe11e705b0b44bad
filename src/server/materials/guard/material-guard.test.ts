import { describe, expect, it } from "vitest";
import { type GuardText, guardMaterial, quotedReferences } from "./material-guard.js";

const TEXTS: GuardText[] = [
  {
    reference: "ST I, q. 2, a. 3, co.",
    content:
      "I answer that, The existence of God can be proved in five ways.  The first and more manifest way is the argument from motion.",
    latin: "Respondeo dicendum quod Deum esse quinque viis probari potest.",
  },
  {
    reference: "ST I, q. 2, a. 3, obj. 1",
    content: "Objection 1: It seems that God does not exist.",
    latin: null,
  },
];

describe("the material guard", () => {
  it("keeps quotations verbatim at their reference, ignoring spacing and quote style", () => {
    const content = [
      "# Quiz",
      "> “The existence of God can be proved in five ways.” (ST I, q. 2, a. 3, co.)",
      "- “It seems that God does not exist.”",
      "1. “The ______ of God can be proved in five ways.” (ST I, q. 2, a. 3, co.)",
      "2. “The existence of God … argument from motion.” (ST I, q. 2, a. 3, co.)",
    ].join("\n");
    const result = guardMaterial(content, TEXTS);
    expect(result.removed).toEqual([]);
    expect(result.verified).toBe(4);
    expect(result.content).toBe(content);
  });

  it("drops a line whose quotation is not his, or not at the reference it names", () => {
    const forged = "> “God can be proved in six ways.” (ST I, q. 2, a. 3, co.)";
    const misplaced = "- “It seems that God does not exist.” (ST I, q. 2, a. 3, co.)";
    const unknownRef = "- “The existence of God can be proved in five ways.” (ST I, q. 9, a. 9, co.)";
    const result = guardMaterial(["# Summary", forged, misplaced, unknownRef, "Kept."].join("\n"), TEXTS);
    expect(result.removed).toEqual([forged, misplaced, unknownRef]);
    expect(result.content).toBe("# Summary\nKept.");
  });

  it("lists the references a material quotes, once each", () => {
    expect(
      quotedReferences(
        "“a b c” (ST I, q. 2, a. 3, co.) and “d e f” (ST I, q. 2, a. 3, co.) and “g h i” (a note)",
      ),
    ).toEqual(["ST I, q. 2, a. 3, co."]);
  });
});
