import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database.js";
import { loadEnv } from "../../config/env.js";
import { importCorpus } from "../import/import-corpus.js";
import { summaTheologiae } from "../import/summa-theologiae.js";
import { retrieve } from "./index.js";

/**
 * Retrieval on the real text: the first twenty questions of the Prima Pars (God, his attributes, the
 * knowledge of him), in English and Latin, imported from the corpus folder by the importer itself.
 * The whole corpus is measured by `npm run bench:retrieval`.
 */
const QUESTIONS = 20;
let database: TestDatabase;
let corpus: string;

beforeAll(async () => {
  const source = loadEnv({}).KB_CORPUS_DIR;
  corpus = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-corpus-"));
  const english = path.join(corpus, "summa-theologiae-en", "json", "FP");
  fs.mkdirSync(english, { recursive: true });
  for (let q = 1; q <= QUESTIONS; q++) {
    const name = `FP-Question-${q}.json`;
    fs.copyFileSync(path.join(source, "summa-theologiae-en", "json", "FP", name), path.join(english, name));
  }
  fs.cpSync(path.join(source, "summa-theologiae-la"), path.join(corpus, "summa-theologiae-la"), {
    recursive: true,
  });
  database = await createTestDatabase();
  await importCorpus({ pool: database.pool, corpusDir: corpus, sources: [summaTheologiae] });
}, 120_000);

afterAll(async () => {
  await database?.drop();
  fs.rmSync(corpus, { recursive: true, force: true });
});

describe("retrieval on the real Summa", () => {
  it('answers "Can reason prove that God exists?" with I q. 2, a. 2 or a. 3', async () => {
    const [first] = await retrieve(database.db, { question: "Can reason prove that God exists?" });
    expect(["ST I, q. 2, a. 2", "ST I, q. 2, a. 3"]).toContain(first?.articleRef);
  });

  it("puts his answer before the objection that shares the question's words", async () => {
    // Objection 1 of I q. 2, a. 3 argues from the evil in the world; the respondeo gives the five ways.
    const found = await retrieve(database.db, {
      question: "Does God exist if there is evil in the world?",
      limit: 5,
    });
    const article = found.find((a) => a.articleRef === "ST I, q. 2, a. 3");
    expect(article).toBeDefined();
    expect(article?.passages[0]?.sectionKind).toBe("respondeo");
    expect(article?.passages[0]?.latin?.content).toMatch(/^Respondeo dicendum/);
    const objection = article?.passages.find((p) => p.sectionKind === "objection");
    if (objection) expect(objection.score).toBeLessThan(article?.passages[0]?.score ?? 0);
  });
});
