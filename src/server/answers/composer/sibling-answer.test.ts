import { describe, expect, it } from "vitest";
import type { SourceText } from "../types.js";
import { siblingAnswer } from "./compose-parts.js";

const REF = "ST I, q. 64, a. 2";
const source = (sectionKind: SourceText["sectionKind"], content: string): SourceText => ({
  number: 1,
  passageId: `${sectionKind}-id`,
  reference: `${REF}, ${sectionKind === "respondeo" ? "co." : "s.c."}`,
  articleRef: REF,
  title: "Whether the will of the demons is obstinate in evil?",
  work: "Summa Theologiae",
  section: sectionKind,
  sectionKind,
  content,
  latin: null,
});

// The opening of ST I, q. 64, a. 2's respondeo, as the corpus has it, and its digest's answer sentence.
const RESPONDEO = source(
  "respondeo",
  'I answer that, It was Origen\'s opinion [*Peri Archon i. 6] that every will of the creature can by reason of free-will be inclined to good and evil; with the exception of the soul of Christ on account of the union of the Word. Such a statement deprives angels and saints of true beatitude, because everlasting stability is of the very nature of true beatitude; hence it is termed "life everlasting." It is also contrary to the authority of Sacred Scripture, which declares that demons and wicked men shall be sent "into everlasting punishment," and the good brought "into everlasting life." Consequently such an opinion must be considered erroneous; while according to Catholic Faith, it must be held firmly both that the will of the good angels is confirmed in good, and that the will of the demons is obstinate in evil.',
);
const ANSWER =
  "Consequently such an opinion must be considered erroneous; while according to Catholic Faith, it must be held firmly both that the will of the good angels is confirmed in good, and that the will of the demons is obstinate in evil.";

describe("what a neighbouring article answers", () => {
  it("quotes the sentence its digest says carries the answer, not a view the respondeo opens by reporting", () => {
    const found = siblingAnswer(
      { articleRef: REF, title: RESPONDEO.title, digest: { answerSentence: ANSWER } },
      [RESPONDEO],
    );
    expect(found?.sentence).toBe(ANSWER);
    expect(found?.source).toBe(RESPONDEO);
  });

  it("falls back to the respondeo's first sentence without a digest, or when its sentence is not supplied", () => {
    const bare = siblingAnswer({ articleRef: REF, title: RESPONDEO.title }, [RESPONDEO]);
    expect(bare?.sentence).toMatch(/^I answer that, It was Origen's opinion/);
    const elsewhere = siblingAnswer(
      { articleRef: REF, title: RESPONDEO.title, digest: { answerSentence: "A sentence of a reply." } },
      [RESPONDEO],
    );
    expect(elsewhere?.sentence).toMatch(/^I answer that/);
    expect(siblingAnswer({ articleRef: REF, title: RESPONDEO.title }, [])).toBeNull();
  });
});
