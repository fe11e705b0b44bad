import { describe, expect, it } from "vitest";
import type { SourceText } from "../types.js";
import { guardReply, OBJECTION_NOTE } from "./citation-guard.js";
import { occursVerbatim } from "./normalise.js";
import { unverifiedNote } from "./unverified-note.js";

const source = (
  number: number,
  sectionKind: SourceText["sectionKind"],
  reference: string,
  content: string,
  latin: string | null = null,
): SourceText => ({
  number,
  passageId: `00000000-0000-4000-8000-00000000000${number}`,
  reference,
  articleRef: "ST I, q. 2, a. 3",
  title: "Whether God exists?",
  work: "Summa Theologiae",
  section: sectionKind,
  sectionKind,
  content,
  latin,
});

const SOURCES = [
  source(
    1,
    "objection",
    "ST I, q. 2, a. 3, obj. 1",
    "Objection 1: It seems that God does not exist; because if one of two contraries be infinite, the other would be altogether destroyed.",
  ),
  source(
    2,
    "respondeo",
    "ST I, q. 2, a. 3, co.",
    "I answer that, The existence of God can be proved in five ways.\n\nThe first and more manifest way is the argument from motion.",
    "Respondeo dicendum quod Deum esse quinque viis probari potest.",
  ),
];

describe("citation guard", () => {
  it("keeps verbatim quotations and turns their markers into references", () => {
    const out = guardReply(
      "As I wrote, “The existence of God can be proved in five ways.” [2] So it stands.",
      SOURCES,
    );
    expect(out.text).toBe(
      "As I wrote, “The existence of God can be proved in five ways.” (ST I, q. 2, a. 3, co.) So it stands.",
    );
    expect(out.used.get(2)).toEqual(["The existence of God can be proved in five ways."]);
  });

  it("tolerates other quote marks and whitespace, but not changed words", () => {
    expect(occursVerbatim('"The existence of  God\ncan be proved"', SOURCES[1]!.content)).toBe(true);
    expect(occursVerbatim("The existence of God can be shown in five ways", SOURCES[1]!.content)).toBe(false);
    expect(occursVerbatim("The existence of God … five ways", SOURCES[1]!.content)).toBe(true);
  });

  it("reads the quotation marks inside a supplied title as the title's, not as a quotation of his", () => {
    const title =
      "That the aforesaid Assistance is called ‘Grace,’ and what is the meaning of ‘Grace constituting a State of Grace’";
    const chapter = {
      ...source(3, "chapter", "SCG III, c. 150, ¶1", "God assists man."),
      articleRef: "SCG III, c. 150",
      title,
    };
    const named = `To go further, read what I wrote in SCG III, c. 150 (${title}).`;
    expect(guardReply(named, [...SOURCES, chapter]).text).toContain(named);
    // The same words quoted outside the title are a quotation, and not in any passage.
    const quoted = "I wrote that it is ‘Grace constituting a State of Grace all along’ (SCG III, c. 150).";
    expect(guardReply(quoted, [...SOURCES, chapter]).text).not.toContain("all along");
  });

  it("reads a quotation that leaves out the translators' notes as his words, and no other omission", () => {
    const source =
      'They shall be a loathsome sight* to all flesh, as a gloss says. [*"Ad satietatem visionis"; Cf. Question [94], Article [3]]. Gregory says the same.';
    expect(
      occursVerbatim(
        "They shall be a loathsome sight to all flesh, as a gloss says. Gregory says the same.",
        source,
      ),
    ).toBe(true);
    expect(
      occursVerbatim("They shall be a loathsome sight to all flesh. Gregory says the same.", source),
    ).toBe(false);
  });

  it("removes a misquotation and a citation of a passage not supplied", () => {
    const out = guardReply(
      "I hold this firmly [7]. “The existence of God is known to all men by nature.” [2] “The first and more manifest way is the argument from motion.” [2]",
      SOURCES,
    );
    expect(out.text).not.toMatch(/known to all men/);
    expect(out.text).not.toMatch(/\[7\]|\(7\)/);
    expect(out.text).toMatch(/argument from motion\.” \(ST I, q\. 2, a\. 3, co\.\)/);
    expect(out.removed).toMatchObject({ quotations: 1, citations: 1 });
  });

  it("removes references to articles that were not supplied", () => {
    const out = guardReply(
      "I treat this elsewhere (ST I, q. 44, a. 1) and here (ST I, q. 2, a. 3).",
      SOURCES,
    );
    expect(out.text).toBe(unverifiedNote(1));
    const kept = guardReply(
      "I treat this here (ST I, q. 2, a. 3). I treat it elsewhere too (ST I, q. 44, a. 1).",
      SOURCES,
    );
    expect(kept.text).toBe(`I treat this here (ST I, q. 2, a. 3).\n\n${unverifiedNote(1)}`);
  });

  it("labels an unlabelled objection, and removes one he is made to hold as his own view", () => {
    const out = guardReply("Then “the other would be altogether destroyed” [1].", SOURCES);
    expect(out.text).toContain(OBJECTION_NOTE.trim());
    const claimed = guardReply("I hold, as I teach, “the other would be altogether destroyed” [1].", SOURCES);
    expect(claimed.text).toBe(unverifiedNote(1));
    expect(claimed.removed.objections).toBe(1);
    const labelled = guardReply(
      "An objection I answer runs: “the other would be altogether destroyed” [1].",
      SOURCES,
    );
    expect(labelled.text).not.toContain(OBJECTION_NOTE.trim());
  });

  it("lets Latin through only when it is quoted from the aligned Latin row", () => {
    const quoted = guardReply(
      "In my words: “Respondeo dicendum quod Deum esse quinque viis probari potest.” [2]",
      SOURCES,
    );
    expect(quoted.text).toContain("Respondeo dicendum");
    const invented = guardReply(
      "God exists. Deus est actus purus et non est in eo aliquid potentiae. That is all.",
      SOURCES,
    );
    expect(invented.text).toBe(`God exists. That is all.\n\n${unverifiedNote(1)}`);
    expect(invented.removed.latin).toBe(1);
  });
});
