import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  corpusImportSummary,
  createTestDatabase,
  type TestDatabase,
} from "../../../../tests/setup/test-database.js";
import { loadEnv } from "../../config/env.js";
import { type ImportSummary, importCorpus } from "./import-corpus.js";

const corpusDir = loadEnv().KB_CORPUS_DIR;
const present = fs.existsSync(corpusDir);
if (!present)
  console.warn(`Skipping the real-corpus import test: ${corpusDir} (KB_CORPUS_DIR) does not exist.`);

describe.skipIf(!present)("importing the real corpus", () => {
  let database: TestDatabase;
  let summary: ImportSummary;

  // The run imports the whole corpus once, into the template every real-corpus test copies; this file checks
  // that import (its report and a copy of its database) rather than importing everything a second time.
  beforeAll(async () => {
    summary = await corpusImportSummary();
    database = await createTestDatabase({ corpus: true });
  }, 600_000);
  afterAll(async () => {
    await database?.drop();
  });

  const one = async (sql: string, params: unknown[] = []) =>
    (await database.pool.query(sql, params)).rows[0] as Record<string, unknown> | undefined;

  it("imports every source without problems", () => {
    expect(summary.sources.map((s) => [s.source, s.status, s.problems])).toEqual(
      summary.sources.map((s) => [s.source, "imported", []]),
    );
  });

  it("has ST I q.2 a.3's respondeo with its Latin", async () => {
    const pair = await one(
      `select en.content as en, la.content as la, en.title from knowledge_base en
       join knowledge_base la on la.translation_of = en.id
       where en.reference = 'ST I, q. 2, a. 3, co.' and en.language = 'en'`,
    );
    expect(pair?.title).toBe("Whether God exists?");
    expect(String(pair?.en)).toMatch(/^I answer that, The existence of God can be proved in five ways/);
    expect(String(pair?.la)).toMatch(/^Respondeo dicendum quod Deum esse quinque viis probari potest/);
  });

  it("resolves Ex. 3:14 in the sed contra of ST I q.2 a.3, and more than 95 % of all citations", async () => {
    const link = await one(
      `select v.reference, v.content from kb_scripture_links l join knowledge_base p on p.id = l.passage_id
       join knowledge_base v on v.id = l.verse_id where p.reference = 'ST I, q. 2, a. 3, s.c.' and p.language = 'en'`,
    );
    expect(link).toMatchObject({ reference: "Ex. 3:14", content: expect.stringMatching(/I AM WHO AM/) });
    const st = summary.sources.find((s) => s.source === "summa-theologiae");
    const total = (st?.resolvedCitations ?? 0) + (st?.unresolvedCitations ?? 0);
    expect(total).toBeGreaterThan(8000);
    expect((st?.resolvedCitations ?? 0) / total).toBeGreaterThan(0.95);
  });

  it("keeps every Latin paragraph of the Summa and every verse of both Bibles", async () => {
    const counts = Object.fromEntries(summary.works.map((w) => [`${w.work}/${w.language}`, w.rows]));
    expect(counts["Summa Theologiae/la"]).toBe(23_326);
    expect(counts["Holy Bible (Douay-Rheims)/en"]).toBe(35_788);
    expect(counts["Holy Bible (Clementine Vulgate)/la"]).toBe(35_809);
    expect(counts["Summa contra Gentiles/la"]).toBe(4_253);
  });

  it("places Rickaby's Book III chapters by Leonine number from 131 on", async () => {
    expect(await one("select title from knowledge_base where reference = 'SCG III, c. 130, ¶1'")).toEqual({
      title: "Of the Counsels that are given in the Divine Law",
    });
    expect(await one("select title from knowledge_base where reference = 'SCG III, c. 163, ¶1'")).toEqual({
      title: "Of Predestination, Reprobation, and Divine Election",
    });
    expect(await one("select title from knowledge_base where reference = 'SCG III, c. 163, n. 1'")).toEqual({
      title: "De praedestinatione, reprobatione, et electione divina",
    });
  });

  it("changes nothing on a second run", async () => {
    const again = await importCorpus({ pool: database.pool, corpusDir });
    expect(again.sources.every((s) => s.status === "unchanged")).toBe(true);
    expect(again.totalRows).toBe(summary.totalRows);
  });
});
