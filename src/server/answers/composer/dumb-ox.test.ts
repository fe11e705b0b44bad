import { describe, expect, it } from "vitest";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import type { SourceText } from "../types.js";
import { askBack, composeDumbOx, statedVerdict } from "./dumb-ox.js";
import { readArticle } from "./reading.js";

const source = (n: number, kind: SourceText["sectionKind"], content: string): SourceText => ({
  number: n,
  passageId: `p${n}`,
  reference: `ST I, q. 2, a. 3, ${kind}`,
  articleRef: "ST I, q. 2, a. 3",
  title: "Whether God exists?",
  work: "Summa Theologiae",
  section: kind,
  sectionKind: kind,
  content,
  latin: null,
});
const digest: ArticleDigest = {
  ref: "ST I, q. 2, a. 3",
  asks: [
    "can u prove god exists",
    "is there really a god",
    "what are the five ways",
    "does everything need a first cause",
    "how do we know someone made the world",
  ],
  verdict: "yes",
  answerSentence: "The existence of God can be proved in five ways.",
  plain: {
    child:
      "Yes. God is real, and we can know it by looking at the world. Everything that moves was moved by something.",
    teen: "Yes: from what we see in the world we can reason to a first cause.",
    adult: "Yes: God's existence can be shown from his effects in five ways.",
  },
  example: { text: "A row of dominoes falling needs something to push the first one. That is all." },
  terms: [],
};
const sources = [
  source(
    1,
    "respondeo",
    "I answer that, The existence of God can be proved in five ways. But this cannot go on to infinity.",
  ),
];
const reading = () => {
  const r = readArticle(sources, "ST I, q. 2, a. 3", "Whether God exists?", digest);
  return { ...r, digest };
};

describe("Dumb Ox", () => {
  it("reads the verdict an earlier reply stated, and none where it gave none", () => {
    expect(statedVerdict("In short: To my question, whether God exists, my answer is yes. …")).toBe("yes");
    expect(statedVerdict("My answer is no. It is not lawful.")).toBe("no");
    expect(statedVerdict("my answer turns on a distinction. …")).toBe("distinguishes");
    expect(statedVerdict("The nearest question I asked was whether lying is a sin.")).toBeNull();
  });

  it("asks back the learner's question from another angle, not their own words again", () => {
    expect(askBack(digest, "can you prove god exists")).not.toBe("can u prove god exists?");
    expect(askBack(digest, "can you prove god exists")).toMatch(/\?$/);
  });

  it("asks back, after a reply, a question the reply's own words can answer", () => {
    const sloth = {
      ...digest,
      asks: [
        "Is sloth really a sin, or just being lazy?",
        "What is acedia?",
        "How do you fight spiritual sluggishness: run away from it or resist it?",
        "Can a feeling like sorrow be sinful?",
        "is it a sin to never feel like praying at all",
      ],
    };
    const shown =
      "In the Summa I asked whether sloth is a sin. My answer is yes. Sloth here means being sad and fed up about " +
      "good spiritual things, like God and prayer. Consequently it is a sin.";
    // Without the reply, the question sharing fewest words with the learner's ("What is acedia?", a word the
    // child never read); with it, one the child can answer from what they read.
    expect(askBack(sloth, "is it a sin to be lazy?")).toBe("What is acedia?");
    expect(askBack(sloth, "is it a sin to be lazy?", shown)).toBe(
      "Is sloth really a sin, or just being lazy?",
    );
  });

  it("restates the same verdict in a few short sentences with an analogy and a question back", () => {
    const out = composeDumbOx({
      reading: reading(),
      question: "can you prove god exists",
      previousReply: "In short: my answer is yes. …",
      tone: "child",
      answerSource: 1,
    });
    const paragraphs = out.text.split("\n\n");
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toMatch(
      /^Put simply, my answer is yes\. God is real, and we can know it by looking at the world\. \[1\]$/,
    );
    expect(paragraphs[1]).toMatch(/falling blocks/);
    expect(paragraphs[2]).toMatch(/^Now you try\. A friend asks you: \*.+\?\* What would you say\?$/);
    expect(out.explanatory).not.toContain("[1]");
  });

  it("keeps what goes on from the yes with it, as the reply did", () => {
    const out = composeDumbOx({
      reading: {
        ...reading(),
        digest: {
          ...digest,
          plain: { ...digest.plain, child: "Yes, by looking at the world. Everything that moves was moved." },
        },
      },
      question: "can you prove god exists",
      previousReply: "My answer is yes, by looking at the world. …",
      tone: "child",
      answerSource: 1,
    });
    expect(out.text.split("\n\n")[0]).toBe("Put simply, my answer is yes, by looking at the world. [1]");
  });

  it("adds no verdict when the earlier reply gave none", () => {
    const out = composeDumbOx({
      reading: reading(),
      question: "is a lie ever ok",
      previousReply: "I did not put your question in those words. The nearest question I asked was …",
      tone: "child",
      answerSource: 1,
    });
    expect(out.text).not.toMatch(/my answer is/i);
    expect(out.text).toMatch(/^The nearest question I asked was whether God exists\./);
  });

  it("falls back on the digest's example when no image of the argument fits", () => {
    const plainSources = [
      source(1, "respondeo", "I answer that, The existence of God can be proved in five ways."),
    ];
    const r = readArticle(plainSources, "ST I, q. 2, a. 3", "Whether God exists?", digest);
    const out = composeDumbOx({
      reading: { ...r, digest },
      question: "is god real",
      previousReply: "my answer is yes",
      tone: "child",
      answerSource: 1,
    });
    expect(out.text).toContain(
      "Think of it like this: A row of dominoes falling needs something to push the first one.",
    );
  });
});
