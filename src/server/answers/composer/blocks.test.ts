import { describe, expect, it } from "vitest";
import { quoteLine, renderBlocks } from "./blocks.js";

// ST III, q. 28, a. 1, ad 1: a reply of two paragraphs, quoted whole to young readers.
const REPLY =
  'Reply to Objection 1: As Bede says on Lk. 1:33: Joseph is called the father of the Saviour, not that he really was His father, as the Photinians pretended: but that he was considered by men to be so, for the safeguarding of Mary\'s good name. Wherefore Luke adds (Lk. 3:23): "Being, as it was supposed, the son of Joseph."\n\nOr, according to Augustine (De Cons. Evang. ii), Joseph is called the father of Christ just as "he is called the husband of Mary, without fleshly mingling, by the mere bond of marriage: being thereby united to Him much more closely than if he were adopted from another family. Consequently that Christ was not begotten of Joseph by fleshly union is no reason why Joseph should not be called His father; since he would be the father even of an adopted son not born of his wife."';

describe("a quotation in a reply", () => {
  it("stays on one line, so a passage of two paragraphs is not broken out of its block", () => {
    const line = quoteLine(REPLY, 3);
    expect(line).not.toContain("\n");
    expect(line).toContain(`son of Joseph." Or, according to Augustine`);
    expect(line.endsWith("” [3]")).toBe(true);
    const text = renderBlocks([{ kind: "quote", text: REPLY, source: 3 }], "balanced");
    expect(text.split("\n").every((l) => l.startsWith("> "))).toBe(true);
  });
});
