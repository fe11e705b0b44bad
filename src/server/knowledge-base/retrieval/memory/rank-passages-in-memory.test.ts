import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../../tests/setup/test-database.js";
import { insertFixtures } from "../fixtures.js";
import { memoryIndex } from "./load-ranker.js";
import { rankPassagesInMemory, readAhead } from "./rank-passages-in-memory.js";
import { terms } from "./tokens.js";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertFixtures(database.db);
});
afterAll(async () => {
  await database.drop();
});

const article = (articleRef: string) => ({
  articleRef,
  title: articleRef,
  work: "Summa Theologiae",
  workKey: "st",
  author: "Thomas Aquinas",
  score: 1,
});

describe("passages read ahead", () => {
  it("gives the same passages, with their Latin, whether an article's were read ahead or not", async () => {
    const { ranker, passages } = await memoryIndex(database.db);
    const query = new Map(terms("Is it lawful to kill sinners, and does God exist?").map((t) => [t, 1]));
    const articles = [article("ST II-II, q. 64, a. 2"), article("ST I, q. 2, a. 3")];
    const plain = await rankPassagesInMemory(database.db, ranker, passages, articles, query);
    // Only the second article was read ahead: the first is read after, and an article read ahead but
    // not chosen (the first article of q. 2) is left out.
    const ahead = readAhead(database.db, ranker, passages, ["ST I, q. 2, a. 3", "ST I, q. 2, a. 2"], query);
    const withAhead = await rankPassagesInMemory(database.db, ranker, passages, articles, query, ahead);
    expect(withAhead).toEqual(plain);
    expect(plain.map((a) => a.articleRef)).toEqual(["ST II-II, q. 64, a. 2", "ST I, q. 2, a. 3"]);
    for (const found of plain) expect(found.passages.length).toBeGreaterThan(0);
    expect(plain.flatMap((a) => a.passages).some((p) => p.latin !== null)).toBe(true);
  });
});
