import { describe, expect, it } from "vitest";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import { respondeoArticle } from "../fixtures/respondeo-article.js";
import { composeFollowUp } from "./follow-up.js";

const REF = "ST II-II, q. 186, a. 4";
const BODY =
  "I answer that, The religious state requires the removal of whatever hinders man from devoting himself entirely to God's service.";

const article = (example: ArticleDigest["example"]) =>
  respondeoArticle(REF, "Whether perpetual continence is required for religious perfection?", BODY, {
    asks: ["Why don't nuns get married?"],
    verdict: "yes",
    answerSentence: BODY,
    plain: { child: "Yes.", teen: "Yes.", adult: "Yes." },
    example,
    terms: [],
  });

describe("an example asked for after a reply", () => {
  it("points to an example that quotes words not at hand, instead of quoting them unverified", () => {
    const reply = composeFollowUp(
      "example",
      article({
        text: 'St Paul says, "He that is without a wife, is solicitous for the things that belong to the Lord" (1 Cor. 7:32).',
      }),
      "can you give an example?",
      "high",
      "balanced",
    );
    expect(reply.text).not.toContain("solicitous for the things that belong to the Lord");
    expect(reply.text).toMatch(/quotes words I cannot set before you here: open ST II-II, q\. 186, a\. 4/);
  });

  it("tells an example that quotes nothing", () => {
    const reply = composeFollowUp(
      "example",
      article({ text: "A runner in training gives up sweets so that nothing slows him down." }),
      "can you give an example?",
      "high",
      "balanced",
    );
    expect(reply.text).toContain("A runner in training gives up sweets");
  });
});
