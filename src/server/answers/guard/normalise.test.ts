import { describe, expect, it } from "vitest";
import { splitSentences } from "./normalise.js";

describe("splitting a passage into sentences", () => {
  it("ends sentences at full stops followed by a capital", () => {
    expect(splitSentences("Evil is a privation. But good is being. Hence evil is not a nature.")).toEqual([
      "Evil is a privation.",
      "But good is being.",
      "Hence evil is not a nature.",
    ]);
  });

  it("never ends one inside a reference in parentheses or after an abbreviation", () => {
    expect(
      splitSentences(
        "Boethius says (De Differ. Topic. ii) that it is so. On the contrary, it is written (Ex. 3:14).",
      ),
    ).toEqual([
      "Boethius says (De Differ. Topic. ii) that it is so.",
      "On the contrary, it is written (Ex. 3:14).",
    ]);
  });

  it("drops the number a paragraph of the Contra Gentiles opens with, and keeps numbers inside sentences", () => {
    expect(
      splitSentences(
        "2. Failure in effect follows upon some defect. Now an agent acts by his power.\n\n4. In agents.",
      ),
    ).toEqual([
      "Failure in effect follows upon some defect.",
      "Now an agent acts by his power.",
      "In agents.",
    ]);
    expect(splitSentences("He gives 2. Reasons follow.")).toEqual(["He gives 2.", "Reasons follow."]);
  });
});
