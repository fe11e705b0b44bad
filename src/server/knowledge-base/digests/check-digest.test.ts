import { describe, expect, it } from "vitest";
import { type ArticleDigest, learnersQuestions } from "../../../common/knowledge-base/digest.js";
import { checkDigest, copiesTitle, type DigestArticle } from "./check-digest.js";
import { objectionClaim, structureVerdict, titleProposition } from "./structure-verdict.js";

const ARTICLE: DigestArticle = {
  ref: "ST I, q. 75, a. 6",
  title: "Whether the human soul is incorruptible?",
  sections: [
    {
      kind: "objection",
      content:
        "Objection 1: It would seem that the human soul is corruptible. For those things that have a like beginning and process seem to have a like end.",
    },
    {
      kind: "sed_contra",
      content:
        'On the contrary, Dionysius says (Div. Nom. iv) that the souls of men owe to divine goodness that they are "intellectual," and that they have "an incorruptible substantial life."',
    },
    {
      kind: "respondeo",
      content:
        "I answer that, We must assert that the intellectual principle which we call the human soul is incorruptible. For a thing may be corrupted in two ways.",
    },
  ],
};

const digest = (over: Partial<ArticleDigest> = {}): ArticleDigest => ({
  ref: "ST I, q. 75, a. 6",
  asks: [
    "Does the soul live on after we die?",
    "can my soul be destroyed",
    "Is the mind something that can fall apart like the body?",
    "Do people really have an immortal soul?",
    "What happens to the soul when the body dies?",
  ],
  verdict: "yes",
  answerSentence:
    "We must assert that the intellectual principle which we call the human soul is incorruptible.",
  plain: {
    child: "Your soul cannot fall apart or die, because it is not made of parts.",
    teen: "The human soul cannot be destroyed: it has being of itself, and a form cannot be separated from itself.",
    adult:
      "The intellectual soul is incorruptible, since it subsists of itself and being belongs to a form by its very nature.",
  },
  example: { text: "A circle cannot stop being round while it is a circle." },
  terms: ["soul", "form"],
  ...over,
});

describe("the structure of an article", () => {
  it("reads the title's proposition and the first objection's claim", () => {
    expect(titleProposition("Whether God exists?")).toBe("God exists");
    expect(objectionClaim("Objection 1: It seems that God does not exist; because if one...")).toBe(
      "God does not exist",
    );
  });

  it("suggests yes when the objection denies the title, no when it affirms it, nothing when unclear", () => {
    expect(
      structureVerdict("Whether God exists?", "Objection 1: It seems that God does not exist; because"),
    ).toBe("yes");
    expect(structureVerdict("Whether God is a body?", "Objection 1: It seems that God is a body. For")).toBe(
      "no",
    );
    // "corruptible" against "incorruptible" carries no negation word: the guess is wrong here, which is
    // why a digest, written from the respondeo, decides the verdict and the guess only flags.
    expect(structureVerdict(ARTICLE.title, ARTICLE.sections[0]?.content)).toBe("no");
    expect(structureVerdict("Whether X or Y?", "Objection 1: It seems that X.")).toBeNull();
    expect(structureVerdict("That God is eternal", undefined)).toBeNull();
  });
});

describe("checkDigest", () => {
  it("accepts a digest quoting the respondeo, and flags a verdict the structure disputes without a note", () => {
    const result = checkDigest(digest(), ARTICLE);
    expect(result.errors).toEqual([]);
    expect(result.disagreement).toEqual({ structure: "no", verdict: "yes" });
    expect(
      checkDigest(digest({ verdictNote: "Corruptible and incorruptible differ without a 'not'." }), ARTICLE)
        .disagreement,
    ).toBeNull();
  });

  it("rejects an answer sentence that is not verbatim, or taken from an objection", () => {
    expect(
      checkDigest(digest({ answerSentence: "The human soul can never die at all." }), ARTICLE).errors,
    ).toHaveLength(1);
    expect(
      checkDigest(digest({ answerSentence: "It would seem that the human soul is corruptible." }), ARTICLE)
        .errors,
    ).toHaveLength(1);
  });

  it("rejects asks that repeat the title or each other", () => {
    expect(copiesTitle("Is the human soul incorruptible?", ARTICLE.title)).toBe(true);
    expect(copiesTitle("Can my soul be destroyed?", ARTICLE.title)).toBe(false);
    const repeated = digest({
      asks: ["Is the human soul incorruptible?", "a b c d e", "a b c d e", "x y z w", "q r s t"],
    });
    expect(checkDigest(repeated, ARTICLE).errors).toHaveLength(2);
  });
});

describe("the plain question of a digest", () => {
  it("accepts the title's question in everyday words, and refuses a copy, a 'whether' or a repeated ask", () => {
    expect(checkDigest(digest({ plainQuestion: "Can a human soul ever die?" }), ARTICLE).errors).toEqual([]);
    expect(
      checkDigest(digest({ plainQuestion: "Is the human soul incorruptible?" }), ARTICLE).errors,
    ).toEqual([]);
    expect(
      checkDigest(
        digest({ plainQuestion: "Whether the human soul is incorruptible?" }),
        ARTICLE,
      ).errors.join(),
    ).toMatch(/whether/);
    expect(
      checkDigest(digest({ plainQuestion: "can my soul be destroyed?" }), ARTICLE).errors.join(),
    ).toMatch(/repeats an ask/);
  });

  it("counts among the learner's questions after the asks", () => {
    expect(learnersQuestions(digest({ plainQuestion: "Can a human soul ever die?" })).slice(-2)).toEqual([
      "What happens to the soul when the body dies?",
      "Can a human soul ever die?",
    ]);
    expect(learnersQuestions(digest())).toHaveLength(5);
  });
});

describe("the questions that set an article apart", () => {
  it("count among the learner's questions last, and are refused when they repeat, copy or keep 'whether'", () => {
    const apart = ["does my soul keep existing after i die, forever?", "Can anything destroy a human soul?"];
    const withApart = digest({ plainQuestion: "Can a human soul ever die?", distinctAsks: apart });
    expect(checkDigest(withApart, ARTICLE).errors).toEqual([]);
    expect(learnersQuestions(withApart).slice(-3)).toEqual(["Can a human soul ever die?", ...apart]);
    const bad = digest({
      plainQuestion: "Can a human soul ever die?",
      distinctAsks: [
        "Can a human soul ever die?",
        "Whether the soul can be destroyed?",
        "Is the human soul incorruptible",
      ],
    });
    const errors = checkDigest(bad, ARTICLE).errors.join("\n");
    expect(errors).toMatch(/repeats a learner question/);
    expect(errors).toMatch(/keeps "whether"/);
    expect(errors).toMatch(/repeats the title/);
    expect(errors).toMatch(/not a question/);
  });
});
