import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../../tests/setup/test-database.js";
import { insertFixtures } from "../fixtures.js";
import { LATIN_JOIN, PASSAGE_COLUMNS, type PassageRow, toPassage } from "../passage-rows.js";
import { memoryIndex } from "./load-ranker.js";
import { rankPassagesInMemory } from "./rank-passages-in-memory.js";
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

describe("passages ranked in process", () => {
  it("gives each article's best passages as the knowledge base holds them, with their Latin", async () => {
    const { ranker, passages } = await memoryIndex(database.db);
    const query = new Map(terms("Is it lawful to kill sinners, and does God exist?").map((t) => [t, 1]));
    const found = rankPassagesInMemory(
      ranker,
      passages,
      [article("ST II-II, q. 64, a. 2"), article("ST I, q. 2, a. 3")],
      query,
    );
    expect(found.map((a) => a.articleRef)).toEqual(["ST II-II, q. 64, a. 2", "ST I, q. 2, a. 3"]);
    const shown = found.flatMap((a) => a.passages);
    for (const a of found) {
      expect(a.passages.length).toBeGreaterThan(0);
      for (const p of a.passages) expect(p.articleRef).toBe(a.articleRef);
      // Best first.
      const scores = a.passages.map((p) => p.score);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
    }
    const rows = await database.db.execute<PassageRow>(
      sql`select ${PASSAGE_COLUMNS} from knowledge_base k ${LATIN_JOIN}
          where k.id in (select jsonb_array_elements_text(${JSON.stringify(shown.map((p) => p.id))}::jsonb)::uuid)`,
    );
    const stored = new Map(rows.rows.map((r) => [r.id, toPassage(r)]));
    expect(stored.size).toBe(shown.length);
    for (const { score: _score, ...passage } of shown) expect(passage).toEqual(stored.get(passage.id));
    expect(shown.some((p) => p.latin !== null)).toBe(true);
  });
});
