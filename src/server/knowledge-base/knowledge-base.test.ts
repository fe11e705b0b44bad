import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import {
  kbLookupResponseSchema,
  kbPassageDetailSchema,
  kbPassageOpenedSchema,
  kbSearchResponseSchema,
  kbStatsSchema,
  worksResponseSchema,
} from "../../common/knowledge-base/contract.js";
import { kbImports, knowledgeBase } from "../db/schema.js";
import { insertFixtures } from "./retrieval/fixtures.js";

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });

async function expectError(url: string, status: number, pattern: RegExp) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(status);
  const body = response.json() as { message: string };
  expect(body.message).toMatch(pattern);
}

describe("an empty knowledge base", () => {
  it("has no works, no passages and no import time", async () => {
    expect((await get("/api/knowledge-base/works")).json()).toEqual([]);
    expect((await get("/api/knowledge-base/stats")).json()).toEqual({
      totalDocuments: 0,
      totalPassages: 0,
      lastUpdated: null,
    });
  });
});

describe("with passages", () => {
  beforeAll(async () => {
    ids = await insertFixtures(t.database.db);
    await t.database.db.insert(kbImports).values({
      source: "summa-theologiae",
      checksum: "x",
      rows: 1,
      importedAt: new Date("2026-11-20T10:00:00Z"),
    });
  });

  it("lists Aquinas' works first, then the Bible, and no other author", async () => {
    const works = worksResponseSchema.parse((await get("/api/knowledge-base/works")).json());
    expect(works.map((w) => w.work)).toEqual([
      "Summa Theologiae",
      "Summa contra Gentiles",
      "Holy Bible (Douay-Rheims)",
    ]);
    // ST: 12 English passages (Latin rows translate them); SCG: one English paragraph and one Latin-only.
    expect(works.map((w) => w.count)).toEqual([12, 2, 1]);
  });

  it("counts works and passages and tells when the last import ran", async () => {
    const stats = kbStatsSchema.parse((await get("/api/knowledge-base/stats")).json());
    expect(stats).toEqual({ totalDocuments: 4, totalPassages: 20, lastUpdated: "2026-11-20T10:00:00.000Z" });
  });

  it("searches passages, his answer before the objection, each labelled", async () => {
    const response = await get(
      `/api/knowledge-base/search?q=${encodeURIComponent("Is the death penalty for criminals cruel?")}&limit=5`,
    );
    expect(response.statusCode).toBe(200);
    const results = kbSearchResponseSchema.parse(response.json());
    expect(results.length).toBeLessThanOrEqual(5);
    const respondeo = results.findIndex((r) => r.id === ids.sinnersRespondeo);
    const objection = results.findIndex((r) => r.id === ids.sinnersObjection);
    expect(respondeo).toBe(0);
    expect(objection).toBeGreaterThan(respondeo);
    expect(results[objection]).toMatchObject({
      voice: "objection",
      sectionKind: "objection",
      label: "Objection 1 — a view Aquinas answers, not his own",
      articleTitle: "Whether it is lawful to kill sinners?",
    });
    expect(results[respondeo]).toMatchObject({ voice: "aquinas", reference: "ST II-II, q. 64, a. 2, co." });
    const scores = results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("gives the aligned Latin with a search result and filters by work or author", async () => {
    const results = kbSearchResponseSchema.parse(
      (await get("/api/knowledge-base/search?q=does%20God%20exist")).json(),
    );
    const respondeo = results.find((r) => r.id === ids.existsRespondeo);
    expect(respondeo?.latin?.text).toMatch(/^Respondeo dicendum/);
    const byAuthor = kbSearchResponseSchema.parse(
      (await get("/api/knowledge-base/search?q=does%20God%20exist&author=Augustine")).json(),
    );
    expect(byAuthor.map((r) => r.author)).toEqual(["Augustine"]);
    expect(byAuthor[0]?.voice).toBe("other");
    const byWork = kbSearchResponseSchema.parse(
      (
        await get(
          `/api/knowledge-base/search?q=${encodeURIComponent("God said to Moses")}&work=${encodeURIComponent("Holy Bible (Douay-Rheims)")}`,
        )
      ).json(),
    );
    expect(byWork.map((r) => r.reference)).toEqual(["Ex. 3:14"]);
  });

  it("refuses a search without a usable question or with a bad limit or work", async () => {
    await expectError("/api/knowledge-base/search", 400, /question/);
    await expectError("/api/knowledge-base/search?q=%20%20", 400, /question/);
    await expectError("/api/knowledge-base/search?q=%3F%3F%3F", 400, /no words/);
    await expectError(`/api/knowledge-base/search?q=${"a".repeat(501)}`, 400, /500 characters/);
    await expectError("/api/knowledge-base/search?q=God&limit=0", 400, /at least 1/);
    await expectError("/api/knowledge-base/search?q=God&limit=lots", 400, /number/);
    await expectError("/api/knowledge-base/search?q=God&work=Iliad", 400, /no work "Iliad"/);
  });

  it("opens a passage with its Latin, its article and the Scripture it cites", async () => {
    const response = await get(`/api/knowledge-base/passages/${ids.sedContra}`);
    expect(response.statusCode).toBe(200);
    const passage = kbPassageDetailSchema.parse(response.json());
    expect(passage).toMatchObject({
      reference: "ST I, q. 2, a. 3, s.c.",
      articleTitle: "Whether God exists?",
      sectionKind: "sed_contra",
      latinOnly: false,
    });
    expect(passage.scripture).toEqual([
      {
        id: ids.exodus,
        reference: "Ex. 3:14",
        text: "God said to Moses: I AM WHO AM.",
        latin: "Dixit Deus ad Moysen: Ego sum qui sum.",
      },
    ]);
  });

  it("marks a Summa contra Gentiles passage without English as Latin only", async () => {
    const passage = kbPassageDetailSchema.parse(
      (await get(`/api/knowledge-base/passages/${ids.scgLatinOnly}`)).json(),
    );
    expect(passage).toMatchObject({ latinOnly: true, language: "la", latin: null });
  });

  it("gives Rickaby's SCG paragraph the Latin of its whole chapter in order, and an ST passage none", async () => {
    const scgLatin = (articleRef: string, chapter: number, n: number, english: string) => ({
      id: randomUUID(),
      source: "summa-contra-gentiles",
      workKey: "scg",
      work: "Summa contra Gentiles",
      author: "Thomas Aquinas",
      section: `Chapter ${chapter}, n. ${n}`,
      sectionKind: "paragraph",
      title: `Caput ${chapter}`,
      content: `Textus capitis ${chapter}, n. ${n}.`,
      reference: `${articleRef}, n. ${n}`,
      articleRef,
      location: { book: 1, chapter, paragraph: n, english },
      ordinal: n,
      language: "la",
    });
    // Written out of order; a chapter Rickaby lacks ("none") and a neighbouring chapter stay out.
    await t.database.db
      .insert(knowledgeBase)
      .values([
        scgLatin("SCG I, c. 13", 13, 10, "SCG I, c. 13"),
        scgLatin("SCG I, c. 14", 14, 1, "SCG I, c. 14"),
        scgLatin("SCG I, c. 13", 13, 2, "SCG I, c. 13"),
        scgLatin("SCG I, c. 16", 16, 1, "none"),
        scgLatin("SCG I, c. 13", 13, 1, "SCG I, c. 13"),
      ]);
    const response = await get(`/api/knowledge-base/passages/${ids.scgEnglish}`);
    expect(response.statusCode).toBe(200);
    const passage = kbPassageOpenedSchema.parse(response.json());
    expect(passage).toMatchObject({
      reference: "SCG I, c. 13, ¶1",
      language: "en",
      latin: null,
      latinOnly: false,
    });
    expect(passage.chapterLatin?.map((c) => [c.articleRef, c.title])).toEqual([["SCG I, c. 13", "Caput 13"]]);
    expect(passage.chapterLatin?.[0]?.paragraphs.map((p) => [p.reference, p.n, p.text])).toEqual([
      ["SCG I, c. 13, n. 1", 1, "Textus capitis 13, n. 1."],
      ["SCG I, c. 13, n. 2", 2, "Textus capitis 13, n. 2."],
      ["SCG I, c. 13, n. 10", 10, "Textus capitis 13, n. 10."],
    ]);
    const st = kbPassageOpenedSchema.parse(
      (await get(`/api/knowledge-base/passages/${ids.sedContra}`)).json(),
    );
    expect(st.chapterLatin).toBeNull();
    const latinOnly = kbPassageOpenedSchema.parse(
      (await get(`/api/knowledge-base/passages/${ids.scgLatinOnly}`)).json(),
    );
    expect(latinOnly).toMatchObject({ latinOnly: true, chapterLatin: null });
  });

  it("gives a record Rickaby merged from two chapters the Latin of both, chapter by chapter", async () => {
    // As imported: the record is filed under its first chapter, its reference names both.
    const english = "SCG II, c. 32";
    const row = (values: Partial<typeof knowledgeBase.$inferInsert>) => ({
      id: randomUUID(),
      source: "summa-contra-gentiles",
      workKey: "scg",
      work: "Summa contra Gentiles",
      author: "Thomas Aquinas",
      sectionKind: "paragraph",
      title: "Arguments that creatures have existed from eternity, with their answers",
      content: "",
      reference: "",
      articleRef: english,
      location: {},
      ordinal: 1,
      language: "en",
      section: "Chapters 32, 35, ¶1",
      ...values,
    });
    const englishId = randomUUID();
    const latin = (chapter: number, n: number) =>
      row({
        articleRef: `SCG II, c. ${chapter}`,
        reference: `SCG II, c. ${chapter}, n. ${n}`,
        content: `Caput ${chapter}, n. ${n}.`,
        location: { book: 2, chapter, paragraph: n, english },
        ordinal: n,
        language: "la",
      });
    await t.database.db.insert(knowledgeBase).values([
      row({
        id: englishId,
        reference: "SCG II, cc. 32, 35, ¶1",
        content: "The arguments and their solutions.",
      }),
      latin(35, 1),
      latin(32, 2),
      latin(32, 1),
    ]);
    const passage = kbPassageOpenedSchema.parse(
      (await get(`/api/knowledge-base/passages/${englishId}`)).json(),
    );
    expect(passage.chapterLatin?.map((c) => [c.articleRef, c.paragraphs.map((p) => p.reference)])).toEqual([
      ["SCG II, c. 32", ["SCG II, c. 32, n. 1", "SCG II, c. 32, n. 2"]],
      ["SCG II, c. 35", ["SCG II, c. 35, n. 1"]],
    ]);
  });

  it("answers 400 for an id that is not a UUID and 404 for an unknown one", async () => {
    await expectError("/api/knowledge-base/passages/not-an-id", 400, /UUID/);
    await expectError(`/api/knowledge-base/passages/${randomUUID()}`, 404, /passage was not found/);
  });

  it("looks up an article, canonical or loosely written, as the whole article in order", async () => {
    for (const ref of ["ST I, q. 2, a. 3", "STh I q.2 a.3", "Summa Theologica I q2 a3"]) {
      const response = await get(`/api/knowledge-base/lookup?ref=${encodeURIComponent(ref)}`);
      expect(response.statusCode, ref).toBe(200);
      const found = kbLookupResponseSchema.parse(response.json());
      expect(found).toMatchObject({
        reference: "ST I, q. 2, a. 3",
        articleTitle: "Whether God exists?",
        wholeArticle: true,
      });
      expect(found.passages.map((p) => p.sectionKind)).toEqual([
        "objection",
        "sed_contra",
        "respondeo",
        "reply",
      ]);
      expect(found.passages[0]?.label).toMatch(/a view Aquinas answers/);
      expect(found.passages[2]?.latin?.text).toMatch(/^Respondeo/);
      expect(found.passages[1]?.scripture.map((v) => v.reference)).toEqual(["Ex. 3:14"]);
    }
  });

  it("looks up a single passage and a Scripture verse", async () => {
    const respondeo = kbLookupResponseSchema.parse(
      (await get("/api/knowledge-base/lookup?ref=ST%20I%2C%20q.%202%2C%20a.%203%2C%20co.")).json(),
    );
    expect(respondeo.wholeArticle).toBe(false);
    expect(respondeo.passages.map((p) => p.id)).toEqual([ids.existsRespondeo]);
    const verse = kbLookupResponseSchema.parse(
      (await get("/api/knowledge-base/lookup?ref=Exodus%203%3A14")).json(),
    );
    expect(verse.passages.map((p) => [p.reference, p.voice, p.latin?.text])).toEqual([
      ["Ex. 3:14", "scripture", "Dixit Deus ad Moysen: Ego sum qui sum."],
    ]);
  });

  it("answers 400 for a missing or unreadable reference and 404 for one with nothing there", async () => {
    await expectError("/api/knowledge-base/lookup", 400, /Give a reference/);
    await expectError("/api/knowledge-base/lookup?ref=hello%20there", 400, /not a reference we can read/);
    await expectError(
      "/api/knowledge-base/lookup?ref=ST%20I%2C%20q.%2099%2C%20a.%209",
      404,
      /ST I, q\. 99, a\. 9 was not found/,
    );
  });
});
