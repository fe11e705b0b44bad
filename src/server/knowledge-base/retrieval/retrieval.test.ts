import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database.js";
import { knowledgeBase, scriptureLinks } from "../../db/schema.js";
import { insertFixtures } from "./fixtures.js";
import { articleRefsOf, loadArticle, retrieve } from "./index.js";
import { rankArticles } from "./rank-articles.js";
import { scriptureFor } from "./scripture.js";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof insertFixtures>>;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await insertFixtures(database.db);
});
afterAll(async () => {
  await database.drop();
});

const refs = (articles: { articleRef: string }[]) => articles.map((a) => a.articleRef);

describe("retrieve", () => {
  it("brings the proof of God's existence first for a question in a learner's words", async () => {
    const found = await retrieve(database.db, { question: "Can reason prove that God exists?" });
    // Without digests (these fixtures have none) the Contra Gentiles' proofs are as right an answer.
    expect(["ST I, q. 2, a. 2", "ST I, q. 2, a. 3", "SCG I, c. 13"]).toContain(found[0]?.articleRef);
  });

  it("never lets an objection outrank the respondeo of its article, even when it shares more words", async () => {
    const [first] = await retrieve(database.db, { question: "Is the death penalty for criminals cruel?" });
    expect(first?.articleRef).toBe("ST II-II, q. 64, a. 2");
    const kinds = first?.passages.map((p) => p.sectionKind) ?? [];
    expect(kinds[0]).toBe("respondeo");
    const respondeo = first?.passages.find((p) => p.id === ids.sinnersRespondeo);
    const objection = first?.passages.find((p) => p.id === ids.sinnersObjection);
    expect(objection).toBeDefined();
    expect(objection?.score ?? 1).toBeLessThan(respondeo?.score ?? 0);
  });

  it("maps modern words to his: money and fulfilment find happiness in wealth", async () => {
    const question = "Does money fulfil a person?";
    const found = await retrieve(database.db, { question });
    expect(found[0]?.articleRef).toBe("ST I-II, q. 2, a. 1");
    // Without the vocabulary the question's own words do not reach that article.
    const bare = await rankArticles(
      database.db,
      [{ text: question, weight: 1 }],
      { workKeys: ["st", "scg"], author: null, language: "en" },
      5,
    );
    expect(refs(bare.articles)).not.toContain("ST I-II, q. 2, a. 1");
  });

  it("resolves a short follow-up with the earlier question", async () => {
    const alone = await retrieve(database.db, { question: "Why not?" });
    expect(alone).toEqual([]);
    const found = await retrieve(database.db, {
      question: "Why not?",
      recent: ["Is suicide ever allowed?", "No: to kill oneself is altogether unlawful."],
    });
    expect(found[0]?.articleRef).toBe("ST II-II, q. 64, a. 5");
  });

  it("searches Aquinas' works by default and other authors or works only when asked", async () => {
    const question = "Does God exist?";
    const his = await retrieve(database.db, { question, limit: 10 });
    expect(his.length).toBeGreaterThan(0);
    expect(his.every((a) => a.workKey === "st" || a.workKey === "scg")).toBe(true);
    const augustine = await retrieve(database.db, { question, author: "Augustine" });
    expect(refs(augustine)).toEqual(["Augustine, City of God XI.4"]);
    const bible = await retrieve(database.db, { question: "What did God say to Moses?", workKey: "bible" });
    expect(refs(bible)).toEqual(["Ex. 3"]);
  });

  it("keeps Rickaby's notes out and gives each passage its aligned Latin", async () => {
    const found = await retrieve(database.db, {
      question: "proofs of the existence of God Aristotle",
      limit: 10,
    });
    const passages = found.flatMap((a) => a.passages);
    expect(passages.some((p) => p.id === ids.rickabyNote)).toBe(false);
    const respondeo = passages.find((p) => p.id === ids.existsRespondeo);
    expect(respondeo?.latin?.content).toMatch(/^Respondeo dicendum/);
  });

  it("sees rows written after its index was built", async () => {
    const before = await retrieve(database.db, { question: "Is lying to a friend a sin?" });
    expect(refs(before)).not.toContain("ST II-II, q. 110, a. 3");
    await database.db.insert(knowledgeBase).values({
      id: randomUUID(),
      source: "summa-theologiae",
      workKey: "st",
      work: "Summa Theologiae",
      author: "Thomas Aquinas",
      section: "I answer that",
      sectionKind: "respondeo",
      title: "Whether every lie is a sin?",
      content:
        "I answer that, A lie is evil in its genus, since words are natural signs of what is in the mind.",
      reference: "ST II-II, q. 110, a. 3, co.",
      articleRef: "ST II-II, q. 110, a. 3",
      location: {},
      ordinal: 0,
      language: "en",
    });
    const after = await retrieve(database.db, { question: "Is lying to a friend a sin?" });
    expect(after[0]?.articleRef).toBe("ST II-II, q. 110, a. 3");
  });

  it("returns nothing for words it cannot search", async () => {
    expect(await retrieve(database.db, { question: "???" })).toEqual([]);
  });
});

describe("loadArticle", () => {
  it("gives the whole article in order with Latin and the Scripture each passage cites", async () => {
    const article = await loadArticle(database.db, "ST I, q. 2, a. 3");
    expect(article?.title).toBe("Whether God exists?");
    expect(article?.passages.map((p) => p.sectionKind)).toEqual([
      "objection",
      "sed_contra",
      "respondeo",
      "reply",
    ]);
    const sedContra = article?.passages.find((p) => p.id === ids.sedContra);
    expect(sedContra?.scripture).toEqual([
      {
        id: ids.exodus,
        reference: "Ex. 3:14",
        content: "God said to Moses: I AM WHO AM.",
        latin: "Dixit Deus ad Moysen: Ego sum qui sum.",
      },
    ]);
    expect(article?.passages[0]?.latin?.content).toBe("Videtur quod Deus non sit.");
  });

  it("gives a Latin-only chapter in Latin and nothing for an unknown reference", async () => {
    const chapter = await loadArticle(database.db, "SCG I, c. 15");
    expect(chapter?.passages.map((p) => p.language)).toEqual(["la"]);
    expect(await loadArticle(database.db, "ST I, q. 99, a. 9")).toBeNull();
  });
});

describe("retrieve within one question", () => {
  it("ranks only the articles of the question named, the best match first", async () => {
    const all = await retrieve(database.db, { question: "Can reason prove that God exists?" });
    const within = await retrieve(database.db, {
      question: "Can reason prove that God exists?",
      withinQuestion: "ST I, q. 2",
    });
    expect(refs(within).length).toBeGreaterThan(1);
    expect(refs(within).every((ref) => ref.startsWith("ST I, q. 2, a. "))).toBe(true);
    // Same ranking as the overall search, only narrowed: no SCG chapter, no other question.
    expect(refs(within)).toEqual(refs(all).filter((ref) => ref.startsWith("ST I, q. 2, a. ")));
    expect(
      await retrieve(database.db, { question: "Does God exist?", withinQuestion: "ST I, q. 99" }),
    ).toEqual([]);
  });
});

describe("articleRefsOf", () => {
  it("names each passage's article once, in the order given, skipping unknown ids", async () => {
    const found = await articleRefsOf(database.db, [
      ids.sedContra,
      randomUUID(),
      ids.exodus,
      ids.existsRespondeo,
      "x",
    ]);
    expect(found).toEqual(["ST I, q. 2, a. 3", "Ex. 3"]);
  });
});

describe("scriptureFor", () => {
  it("lists the verses a passage cites in the order of the Bible, whatever their row ids", async () => {
    // Row ids ascend against the order of the Bible, and the references do not sort alphabetically either.
    const verses: [id: string, book: string, chapter: number, verse: number, reference: string][] = [
      ["00000000-0000-4000-8000-000000000001", "Jo", 1, 1, "Jn. 1:1"],
      ["00000000-0000-4000-8000-000000000002", "Ex", 20, 13, "Ex. 20:13"],
      ["00000000-0000-4000-8000-000000000003", "Gn", 2, 7, "Gn. 2:7"],
      ["00000000-0000-4000-8000-000000000004", "Gn", 1, 27, "Gn. 1:27"],
      ["00000000-0000-4000-8000-000000000005", "Gn", 1, 3, "Gn. 1:3"],
    ];
    const passageId = randomUUID();
    await database.db.insert(knowledgeBase).values([
      {
        id: passageId,
        source: "summa-theologiae",
        workKey: "st",
        work: "Summa Theologiae",
        author: "Thomas Aquinas",
        section: "I answer that",
        sectionKind: "respondeo",
        title: "Whether the world was made?",
        content: "I answer that, Scripture teaches it in several places.",
        reference: "ST I, q. 46, a. 9, co.",
        articleRef: "ST I, q. 46, a. 9",
        location: {},
        ordinal: 0,
        language: "en",
      },
      ...verses.map(([id, book, chapter, verse, reference]) => ({
        id,
        source: "bible",
        workKey: "bible",
        work: "Holy Bible (Douay-Rheims)",
        author: "Holy Scripture",
        section: `verse ${verse}`,
        sectionKind: "verse",
        title: `${book} ${chapter}`,
        content: `Text of ${reference}`,
        reference,
        articleRef: reference.replace(/:\d+$/, ""),
        location: { book, chapter, verse },
        ordinal: verse,
        language: "en",
      })),
    ]);
    await database.db
      .insert(scriptureLinks)
      .values(verses.map(([verseId, , , , cited]) => ({ passageId, verseId, cited })));
    const cited = async () => (await scriptureFor(database.db, [passageId])).get(passageId) ?? [];
    const first = await cited();
    expect(first.map((v) => v.reference)).toEqual(["Gn. 1:3", "Gn. 1:27", "Gn. 2:7", "Ex. 20:13", "Jn. 1:1"]);
    expect(await cited()).toEqual(first);
  });
});
