import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { EDUCATION_LEVELS } from "../../common/education/levels.js";
import { QUOTE_CATALOGUE } from "../../common/quotes/catalogue.js";
import { type Quote, quotesResponseSchema } from "../../common/quotes/contract.js";
import { knowledgeBase } from "../db/schema.js";
import { readSummaSection } from "./corpus-fixture.js";

const CORPUS_DIR = fileURLToPath(new URL("../../../../shared/corpus", import.meta.url));
const hasCorpus = fs.existsSync(`${CORPUS_DIR}/summa-theologiae-en`);
if (!hasCorpus) console.warn(`Skipping the quotes API test: ${CORPUS_DIR} is absent.`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Inserts the English row and its Latin row for a reference, as the importer shapes them. */
async function insertPassage(reference: string, ordinal: number) {
  const section = readSummaSection(CORPUS_DIR, reference);
  if (!section) throw new Error(`no corpus section at ${reference}`);
  const articleRef = reference.replace(/, (co\.|s\.c\.|ad \d+|obj\. \d+)$/, "");
  const common = {
    workKey: "st",
    work: "Summa Theologiae",
    author: "Thomas Aquinas",
    section: reference.split(", ").at(-1) ?? "",
    sectionKind: reference.endsWith("co.") ? "respondeo" : "reply",
    title: section.title,
    reference,
    articleRef,
    location: { reference },
    ordinal,
  };
  const [english] = await t.database.db
    .insert(knowledgeBase)
    .values({
      ...common,
      source: "summa-theologiae-en",
      content: section.english.join("\n\n"),
      language: "en",
      originalLanguage: "la",
    })
    .returning({ id: knowledgeBase.id });
  await t.database.db.insert(knowledgeBase).values({
    ...common,
    source: "summa-theologiae-la",
    content: section.latin ?? "",
    language: "la",
    translationOf: english!.id,
  });
}

describe.skipIf(!hasCorpus)("GET /api/quotes", () => {
  it("answers 503 with a readable message while the knowledge base is empty", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/quotes" });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/knowledge base/);
  });

  it("serves only the quotations whose passage exists, never an invented text", async () => {
    await insertPassage(QUOTE_CATALOGUE[0]!.reference, 1);
    const res = await t.app.inject({ method: "GET", url: "/api/quotes" });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((q: Quote) => q.id)).toEqual([QUOTE_CATALOGUE[0]!.id]);
  });

  it("resolves every catalogue reference to its English text and aligned Latin", async () => {
    for (const [i, entry] of QUOTE_CATALOGUE.slice(1).entries()) await insertPassage(entry.reference, i + 2);
    const res = await t.app.inject({ method: "GET", url: "/api/quotes" });
    expect(res.statusCode).toBe(200);
    const quotes = quotesResponseSchema.parse(res.json());
    expect(quotes).toHaveLength(8);
    for (const [i, quote] of quotes.entries()) {
      const entry = QUOTE_CATALOGUE[i]!;
      expect(quote.id).toBe(entry.id);
      expect(quote.reference).toBe(entry.reference);
      expect(quote.source).toBe(entry.reference.replace(/^ST /, "Summa Theologiae "));
      expect(quote.quote.startsWith(entry.english.start)).toBe(true);
      expect(quote.quote.endsWith(entry.english.end)).toBe(true);
      expect(quote.latin?.startsWith(entry.latin.start)).toBe(true);
      expect(quote.latin?.endsWith(entry.latin.end)).toBe(true);
      expect(quote.articleTitle).toMatch(/^Whether /);
      expect(Object.keys(quote.explanations).sort()).toEqual([...EDUCATION_LEVELS].sort());
    }
    const grace = quotes.find((q) => q.id === "grace-perfects-nature");
    expect(grace?.quote).toBe(
      "Since therefore grace does not destroy nature but perfects it, natural reason should minister to faith as the natural bent of the will ministers to charity.",
    );
    expect(grace?.latin).toBe(
      "Cum enim gratia non tollat naturam, sed perficiat, oportet quod naturalis ratio subserviat fidei; sicut et naturalis inclinatio voluntatis obsequitur caritati.",
    );
  });
});
