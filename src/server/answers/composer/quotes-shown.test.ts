import { describe, expect, it } from "vitest";
import type { SourceText } from "../types.js";
import { quotesShown, withShownReferences } from "./quotes-shown.js";

// ST II-II, q. 186, a. 4, co., its opening words as the corpus has them.
const PASSAGE: SourceText = {
  number: 1,
  passageId: "co",
  reference: "ST II-II, q. 186, a. 4, co.",
  articleRef: "ST II-II, q. 186, a. 4",
  title: "Whether perpetual continence is required for religious perfection?",
  work: "Summa Theologiae",
  section: "co.",
  sectionKind: "respondeo",
  content:
    "I answer that, The religious state requires the removal of whatever hinders man from devoting himself entirely to God's service.",
  latin: null,
};

describe("what a text of the reply's own may show", () => {
  it("takes an example whose quotations stand in the passages at hand, and no other", () => {
    expect(
      quotesShown('He says: "The religious state requires the removal of whatever hinders man".', [PASSAGE]),
    ).toBe(true);
    expect(
      quotesShown(
        'As St Paul says, "If any man have not care of his own... he hath denied the faith" (1 Tim. 5:8).',
        [PASSAGE],
      ),
    ).toBe(false);
    expect(quotesShown("No quotation at all.", [PASSAGE])).toBe(true);
  });

  it("leaves out a reference in brackets that no passage at hand shows, and keeps one that a passage names", () => {
    expect(
      withShownReferences("It hinders devotion by the solicitude for wife and children (1 Cor. 7:32-33).", [
        PASSAGE,
      ]),
    ).toBe("It hinders devotion by the solicitude for wife and children.");
    expect(withShownReferences("So I hold (ST II-II, q. 186, a. 4).", [PASSAGE])).toBe(
      "So I hold (ST II-II, q. 186, a. 4).",
    );
    expect(withShownReferences("A plain aside (as a child would say).", [PASSAGE])).toBe(
      "A plain aside (as a child would say).",
    );
  });
});
