import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database.js";
import { buildApp } from "../../app.js";
import { loadEnv } from "../../config/env.js";
import { incompleteSources, knowledgeBaseState } from "./completeness.js";
import { importCorpus } from "./import-corpus.js";
import { importCorpusIfIncomplete } from "./on-start.js";

const FIXTURES = fileURLToPath(new URL("./fixtures/corpus", import.meta.url));
const env = loadEnv({ NODE_ENV: "test", KB_CORPUS_DIR: FIXTURES, KB_VERIFY_CORPUS: "false" });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const rowsOf = async (source: string) =>
  (await database.pool.query("select count(*)::int as n from knowledge_base where source = $1", [source]))
    .rows[0]?.n as number;
const importedAt = async (source: string) =>
  (await database.pool.query("select imported_at from kb_imports where source = $1", [source])).rows[0]
    ?.imported_at as Date;

describe("an import cut short", () => {
  it("is recorded per source, reported by health, and finished at the next start", async () => {
    // Stopped (as by Ctrl-C) while the Summa Theologiae is being written, after the Bible is in.
    const stop = new AbortController();
    await expect(
      importCorpus({
        pool: database.pool,
        corpusDir: FIXTURES,
        concurrency: 1,
        signal: stop.signal,
        onProgress: (p) => {
          if (p.source === "summa-theologiae" && p.phase === "writing") stop.abort();
        },
      }),
    ).rejects.toThrow();
    expect(await rowsOf("bible")).toBeGreaterThan(0);
    expect(await rowsOf("summa-theologiae")).toBe(0);
    expect(await incompleteSources(database.pool)).toContain("summa-theologiae");
    expect(await incompleteSources(database.pool)).not.toContain("bible");
    expect(await knowledgeBaseState(database.pool)).toBe("incomplete");

    const app = await buildApp({ db: database.db, pool: database.pool, env });
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toMatchObject({ status: "ok", knowledgeBase: "incomplete" });

    const bibleAt = await importedAt("bible");
    const lines: string[] = [];
    await importCorpusIfIncomplete(database.pool, env, (line) => lines.push(line));
    expect(lines.join("\n")).toMatch(/The knowledge base is incomplete \(.*summa-theologiae.*\): finishing/);
    expect(await rowsOf("summa-theologiae")).toBeGreaterThan(30);
    expect(await incompleteSources(database.pool)).toEqual([]);
    // What was complete is not imported again.
    expect(await importedAt("bible")).toEqual(bibleAt);
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      knowledgeBase: "complete",
    });

    const again: string[] = [];
    await importCorpusIfIncomplete(database.pool, env, (line) => again.push(line));
    expect(again.join("\n")).not.toMatch(/import/i);
    await app.close();
  }, 120_000);

  it("is done by one server while another waits for it", async () => {
    const other = await createTestDatabase();
    try {
      const a: string[] = [];
      const b: string[] = [];
      await Promise.all([
        importCorpusIfIncomplete(other.pool, env, (line) => a.push(line)),
        new Promise((r) => setTimeout(r, 300)).then(() =>
          importCorpusIfIncomplete(other.pool, env, (line) => b.push(line)),
        ),
      ]);
      expect(a.join("\n")).toMatch(/First start: importing the corpus/);
      expect(b.join("\n")).toMatch(/waiting for it/);
      expect(b.join("\n")).not.toMatch(/importing the corpus|finishing the import/);
      expect(await incompleteSources(other.pool)).toEqual([]);
    } finally {
      await other.drop();
    }
  }, 120_000);
});
