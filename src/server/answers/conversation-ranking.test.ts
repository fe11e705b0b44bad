import { afterEach, describe, expect, it } from "vitest";
import { weighMeaning } from "../knowledge-base/meaning/question-meaning.js";
import type { RetrievalQuery, RetrievedArticle } from "../knowledge-base/retrieval/types.js";
import { fixtureSources } from "./fixtures/fixture-sources.js";
import { asksTheSameOf, ground } from "./gather.js";
import type { KnowledgeSources, RecentMessage } from "./types.js";

const QUESTION = "Can reason prove that God exists?";
const EARLIER: RecentMessage[] = [
  { role: "user", content: "Is the existence of God self-evident?" },
  { role: "assistant", content: "No: it is not self-evident to us.", citedArticles: ["ST I, q. 2, a. 1"] },
];

/**
 * The fixtures' ranking, with the best article and its closeness in meaning set apart for the question
 * ranked by itself and for the question ranked after the learner's previous one.
 */
function sources(
  alone: { ref: string; closeness?: number },
  after: { ref: string; closeness?: number },
): KnowledgeSources & { queries: RetrievalQuery[] } {
  const fixtures = fixtureSources();
  const queries: RetrievalQuery[] = [];
  return {
    ...fixtures,
    queries,
    retrieve: async (db, query) => {
      queries.push(query);
      const found = await fixtures.retrieve(db, { question: QUESTION, limit: 5 });
      if (query.withinQuestion) return found;
      const wanted = query.leansOn ? after : alone;
      const first = found.find((a) => a.articleRef === wanted.ref) as RetrievedArticle;
      const ranked = [first, ...found.filter((a) => a !== first)];
      return ranked.map((a, i) => ({
        ...a,
        ...(wanted.closeness !== undefined ? { closeness: i === 0 ? wanted.closeness : 0.3 } : {}),
      }));
    },
  };
}

describe("a question asked in a conversation", () => {
  afterEach(() => weighMeaning(true));

  it("is read after the learner's previous question when that ranking comes nearer in meaning", async () => {
    const s = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.5 },
      { ref: "ST I, q. 2, a. 2", closeness: 0.7 },
    );
    const grounding = await ground(s, QUESTION, EARLIER, { siblings: 1 });
    expect(grounding.main?.articleRef).toBe("ST I, q. 2, a. 2");
    // Ranked once by itself (no conversation at all) and once after the previous question.
    expect(s.queries.filter((q) => !q.withinQuestion && !q.leansOn)[0]?.recent).toBeUndefined();
    expect(s.queries.some((q) => q.leansOn === "Is the existence of God self-evident?")).toBe(true);
    // Its question's other articles are ranked as the question was read.
    expect(s.queries.find((q) => q.withinQuestion)?.leansOn).toBe("Is the existence of God self-evident?");
  });

  it("stands by itself, a new matter, when its own ranking comes nearer", async () => {
    const s = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.8 },
      { ref: "ST I, q. 2, a. 2", closeness: 0.7 },
    );
    const grounding = await ground(s, QUESTION, EARLIER, { siblings: 1 });
    expect(grounding.main?.articleRef).toBe("ST I, q. 2, a. 3");
    expect(s.queries.find((q) => q.withinQuestion)?.leansOn).toBeUndefined();
  });

  it("stands by itself when, read after the previous message, it only finds again the last reply's article", async () => {
    // The last reply stood on ST I, q. 2, a. 1: read after it, the question comes nearer to that article;
    // by its own words it finds another, and it points back to nothing.
    const s = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.6 },
      { ref: "ST I, q. 2, a. 1", closeness: 0.7 },
    );
    const alone = await ground(s, "Can reason prove God exists?", EARLIER, { siblings: 1 });
    expect(alone.main?.articleRef).toBe("ST I, q. 2, a. 3");
    // A question that points back ("it") and uses a word of that article's question is read after the previous
    // message as before: it asks the same thing again.
    const back = await ground(s, "But is it self-evident to everyone?", EARLIER, { siblings: 1 });
    expect(back.main?.articleRef).toBe("ST I, q. 2, a. 1");
  });

  it("asks something more of the same matter when, read after the previous message, it finds again the last reply's article by none of its own words", async () => {
    // "Can reason prove it?" after "Is the existence of God self-evident?": no word of it is in that article's
    // question (whether the existence of God is self-evident); the next article found answers it.
    const s = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.6 },
      { ref: "ST I, q. 2, a. 1", closeness: 0.7 },
    );
    const more = await ground(s, "Can reason prove it?", EARLIER, { siblings: 1 });
    expect(more.main?.articleRef).not.toBe("ST I, q. 2, a. 1");
    expect(more.main?.articleRef).toMatch(/^ST I, q. 2, a\. [23]$/);
    // The same matter in a circumstance ("what if…") is met by that article's replies: it keeps it.
    const circumstance = await ground(s, "But what if someone never heard of Him?", EARLIER, { siblings: 1 });
    expect(circumstance.main?.articleRef).toBe("ST I, q. 2, a. 1");
  });

  it('asks the same question of a thing it names and asks nothing of ("what about fish?")', async () => {
    // Its own words come nearer to another article; it is still the question before, asked of that thing.
    const s = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.8 },
      { ref: "ST I, q. 2, a. 2", closeness: 0.6 },
    );
    const same = await ground(s, "what about the pagans?", EARLIER, { siblings: 1 });
    expect(same.main?.articleRef).toBe("ST I, q. 2, a. 2");
    expect(asksTheSameOf("and the angels?")).toBe(true);
    expect(asksTheSameOf("What about fish")).toBe(true);
    // A message that asks something of it is weighed as any other.
    expect(asksTheSameOf("what about fish, do they feel pain?")).toBe(false);
    expect(asksTheSameOf("what about when someone lies to protect a friend from a murderer")).toBe(false);
    const asked = await ground(s, "what about the pagans, can they know it?", EARLIER, { siblings: 1 });
    expect(asked.main?.articleRef).toBe("ST I, q. 2, a. 3");
  });

  it("is ranked once, with the conversation as retrieval reads it, when meaning is not measured", async () => {
    const s = sources({ ref: "ST I, q. 2, a. 3" }, { ref: "ST I, q. 2, a. 2" });
    const grounding = await ground(s, QUESTION, EARLIER);
    expect(grounding.main?.articleRef).toBe("ST I, q. 2, a. 3");
    const last = s.queries[s.queries.length - 1];
    expect(last?.recent).toEqual(EARLIER.map((m) => m.content));
    expect(last?.leansOn).toBeUndefined();
  });

  it("is ranked once, with the conversation as retrieval reads it, when the encoder is turned off", async () => {
    weighMeaning(false);
    const s = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.5 },
      { ref: "ST I, q. 2, a. 2", closeness: 0.9 },
    );
    expect((await ground(s, QUESTION, EARLIER)).main?.articleRef).toBe("ST I, q. 2, a. 3");
    expect(s.queries).toHaveLength(1);
    expect(s.queries[0]?.recent).toEqual(EARLIER.map((m) => m.content));
  });

  it("without an earlier question of the learner's, is ranked once", async () => {
    const s = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.5 },
      { ref: "ST I, q. 2, a. 2", closeness: 0.9 },
    );
    expect((await ground(s, QUESTION, [])).main?.articleRef).toBe("ST I, q. 2, a. 3");
    expect(s.queries).toHaveLength(1);
  });
});

describe("a message that names its own matter", () => {
  it.each([
    "What is grace?",
    "ok different question. what is grace exactly?",
    "Unrelated, but can reason prove that God exists?",
    "Another question: do angels have bodies?",
  ])("%j is ranked by itself, not after the conversation", async (message) => {
    const s = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.4 },
      { ref: "ST I, q. 2, a. 2", closeness: 0.9 },
    );
    const grounding = await ground(s, message, EARLIER);
    expect(grounding.main?.articleRef).toBe("ST I, q. 2, a. 3");
    expect(s.queries.filter((q) => !q.withinQuestion).every((q) => !q.leansOn && !q.recent)).toBe(true);
  });
});

describe("the second half of a two-part message", () => {
  const FIRST_HALF = "Is the existence of God self-evident?";

  it("stands by itself when it comes nearer so, and leans on the first half when that comes nearer", async () => {
    const alone = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.8 },
      { ref: "ST I, q. 2, a. 2", closeness: 0.6 },
    );
    expect((await ground(alone, QUESTION, [], { leansOn: FIRST_HALF })).main?.articleRef).toBe(
      "ST I, q. 2, a. 3",
    );
    const leaning = sources(
      { ref: "ST I, q. 2, a. 3", closeness: 0.5 },
      { ref: "ST I, q. 2, a. 2", closeness: 0.7 },
    );
    expect((await ground(leaning, QUESTION, [], { leansOn: FIRST_HALF })).main?.articleRef).toBe(
      "ST I, q. 2, a. 2",
    );
    expect(leaning.queries.some((q) => q.leansOn === FIRST_HALF)).toBe(true);
  });
});
