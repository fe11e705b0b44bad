import { describe, expect, it } from "vitest";
import type { SourceText } from "../types.js";
import { closestFirst } from "./compose-parts.js";
import { opening, questionKind, verdictLine } from "./phrases.js";
import { titleClause } from "./reading.js";
import { pointsOf } from "./setting-part.js";

const objection = (n: number, content: string): SourceText => ({
  number: n,
  passageId: `o${n}`,
  reference: `ST II-II, q. 110, a. 3, obj. ${n}`,
  articleRef: "ST II-II, q. 110, a. 3",
  title: "Whether every lie is a sin?",
  work: "Summa Theologiae",
  section: `obj. ${n}`,
  sectionKind: "objection",
  content,
  latin: null,
});

describe("teaching by level", () => {
  it("lists the question's own points of inquiry, not the treatise's plan before them", () => {
    const prologue =
      'Because the chief aim of sacred doctrine is to teach the knowledge of God, we shall treat:\n\n(1) Of God;\n\n(2) Of the rational creature\'s advance towards God;\n\n(3) Of Christ.\n\nConcerning the first, there are three points of inquiry:\n\n(1) Whether the proposition "God exists" is self-evident?\n\n(2) Whether it is demonstrable?\n\n(3) Whether God exists?';
    expect(pointsOf(prologue)).toEqual([
      '(1) Whether the proposition "God exists" is self-evident?',
      "(2) Whether it is demonstrable?",
      "(3) Whether God exists?",
    ]);
    expect(
      pointsOf("We next consider truth. (1) Whether truth is in the intellect? (2) Whether it is in things?"),
    ).toEqual(["(1) Whether truth is in the intellect?", "(2) Whether it is in things?"]);
  });

  it("puts first the objection that shares most of the learner's words, his order among equals", () => {
    const objections = [
      objection(1, "It seems that not every lie is a sin. For the evangelists did not sin."),
      objection(2, "Further, the midwives were rewarded by God."),
      objection(3, "Further, a lie told to protect a friend from harm seems praiseworthy."),
    ];
    const order = closestFirst(objections, "is it ok to lie to protect a friend").map((o) => o.number);
    expect(order).toEqual([3, 1, 2]);
    expect(closestFirst(objections, "what is truth").map((o) => o.number)).toEqual([1, 2, 3]);
  });

  it("opens by what was asked, saying where he asks it, not that it is their very question", () => {
    expect(questionKind("Why does God allow evil?")).toBe("why");
    expect(questionKind("What is charity?")).toBe("what");
    expect(questionKind("How is the bread Jesus?")).toBe("how");
    expect(questionKind("is it ok to lie")).toBe("yesno");
    expect(questionKind("What does synderesis mean?")).toBe("what");
    // His view of a thing is asked, not what it is or how it comes about.
    expect(questionKind("what does aquinas think about the death penalty")).toBe("other");
    expect(questionKind("How do you feel about lying to protect a friend?")).toBe("other");
    expect(questionKind("What's your view on war?")).toBe("other");
    expect(questionKind("whats the difference between mortal and venial sin")).toBe("difference");
    expect(
      opening("young", "difference", "ST I-II, q. 72, a. 5", "the division of sins…", "Whether…?"),
    ).toMatch(/shows how they differ\.$/);
    expect(questionKind("does being humble mean i have to pretend i'm worse than everybody?")).toBe("yesno");
    expect(questionKind("i'm the best player on my team. does being humble mean i have to pretend?")).toBe(
      "other",
    );
    const clause = "every lie is a sin";
    expect(opening("young", "yesno", "ST II-II, q. 110, a. 3", clause, "Whether every lie is a sin?")).toBe(
      "In the Summa I put this question as: whether every lie is a sin?",
    );
    expect(opening("child", "why", "ST I, q. 19, a. 9", "God wills evils", "Whether God wills evils?")).toBe(
      "You want to know why. In the Summa I asked whether God wills evils, and my answer gives the reason.",
    );
    // Young readers hear his question in everyday words too; scholars do not need it.
    const plain = "Is every lie wrong, even a small one?";
    expect(
      opening("child", "yesno", "ST II-II, q. 110, a. 3", clause, "Whether every lie is a sin?", plain),
    ).toBe(
      "In the Summa I asked whether every lie is a sin. In plain words, I asked: Is every lie wrong, even a small one?",
    );
    expect(
      opening("expert", "yesno", "ST II-II, q. 110, a. 3", clause, "Whether every lie is a sin?", plain),
    ).toBe("In the Summa (ST II-II, q. 110, a. 3) I put this question as: whether every lie is a sin?");
    expect(opening("expert", "other", "SCG I, c. 20", null, "That God is Incorporeal")).toBe(
      "In the Summa contra Gentiles (SCG I, c. 20) I take this up in the chapter *That God is Incorporeal*.",
    );
    expect(opening("young", "why", "ST I, q. 72, a. 1", null, "On the Work of the Sixth Day")).toBe(
      "In the Summa I take this up in the article *On the Work of the Sixth Day*.",
    );
  });

  it("gives no yes or no to a chapter whose title asks nothing", () => {
    const line = verdictLine("adult", "yes", "Yes, faith and reason cannot contradict.", null);
    expect(line).not.toMatch(/\b(?:yes|no)\b/i);
    expect(line).toMatch(/^My answer: Faith and reason cannot contradict\.$/);
    expect(verdictLine("child", "no", "No. It is not allowed.", null, true)).toBe(
      "My answer is no. It is not allowed.",
    );
  });

  it("keeps what goes on from the yes or no with it (ST II-II, q. 110, a. 2's plain answer)", () => {
    const line = verdictLine(
      "young",
      "yes",
      "Yes, as far as how sinful they are. A lie told to harm someone (mischievous) is worse.",
      "lies are sufficiently divided into officious, jocose, and mischievous lies",
    );
    expect(line).toBe(
      "In plain words: To my question, whether lies are sufficiently divided into officious, jocose, and mischievous lies, my answer is yes, as far as how sinful they are. A lie told to harm someone (mischievous) is worse.",
    );
    expect(line).not.toMatch(/\. As far as/);
  });
});

describe("his question as the reply states it", () => {
  it("leaves out the translator's notes in brackets and keeps the question whole", () => {
    expect(titleClause("Whether God can be loved wholly? [*Cf. Question [184], Article [2]]")).toBe(
      "God can be loved wholly",
    );
    expect(
      titleClause(
        "Whether by Divine justice an eternal punishment is inflicted on sinners? [*Cf. FS, Question, Articles (ST Suppl., q. 99, a. 1, obj. 3),4]",
      ),
    ).toBe("by Divine justice an eternal punishment is inflicted on sinners");
    expect(titleClause('Whether "epikeia" [*{epieikeia}] is a virtue?')).toBe('"epikeia" is a virtue');
    expect(titleClause("That God is Incorporeal")).toBeNull();
  });
});
