import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database.js";
import { type ImportSummary, importCorpus, isKnowledgeBaseEmpty } from "./import-corpus.js";
import { ALL_SOURCES } from "./sources.js";
import type { SourceReader } from "./types.js";

const FIXTURES = fileURLToPath(new URL("./fixtures/corpus", import.meta.url));

let database: TestDatabase;
let first: ImportSummary;

async function row(reference: string, language = "en") {
  const result = await database.pool.query(
    "select * from knowledge_base where reference = $1 and language = $2",
    [reference, language],
  );
  return result.rows[0] as Record<string, unknown> | undefined;
}

async function latinOf(reference: string) {
  const result = await database.pool.query(
    `select la.reference from knowledge_base la join knowledge_base en on en.id = la.translation_of
     where en.reference = $1 and en.language = 'en'`,
    [reference],
  );
  return result.rows.map((r) => r.reference as string);
}

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await isKnowledgeBaseEmpty(database.pool)).toBe(true);
  first = await importCorpus({ pool: database.pool, corpusDir: FIXTURES });
});
afterAll(async () => {
  await database.drop();
});

describe("importing the fixture corpus", () => {
  it("imports every source and reports rows per work", async () => {
    expect(await isKnowledgeBaseEmpty(database.pool)).toBe(false);
    expect(first.sources.map((s) => [s.source, s.status])).toEqual(
      ALL_SOURCES.map((s) => [s.name, "imported"]),
    );
    const works = new Map(first.works.map((w) => [`${w.work}/${w.language}`, w.rows]));
    expect(works.get("Summa Theologiae/en")).toBeGreaterThan(30);
    expect(works.get("Summa Theologiae/la")).toBe(29);
    expect(works.get("Holy Bible (Douay-Rheims)/en")).toBe(13);
    expect(works.get("Holy Bible (Clementine Vulgate)/la")).toBe(14);
    expect(first.totalRows).toBe([...works.values()].reduce((a, b) => a + b, 0));
  });

  it("leaves the planner statistics of what it wrote, so that the first queries and any copy plan well", async () => {
    const analysed = await database.pool.query<{ relname: string }>(
      "select relname from pg_stat_user_tables where last_analyze is not null order by relname",
    );
    expect(analysed.rows.map((r) => r.relname)).toEqual(
      expect.arrayContaining(["kb_article_digests", "knowledge_base"]),
    );
  });

  it("keeps each section of an ST article as its own row, with the article title and its Latin", async () => {
    const co = await row("ST I, q. 2, a. 3, co.");
    expect(co).toMatchObject({
      work_key: "st",
      work: "Summa Theologiae",
      author: "Thomas Aquinas",
      section: "I answer that",
      section_kind: "respondeo",
      title: "Whether God exists?",
      article_ref: "ST I, q. 2, a. 3",
      original_language: "la",
      location: { part: "I", question: 2, article: 3, section: "co" },
    });
    expect(String(co?.content)).toMatch(/^I answer that, The existence of God can be proved in five ways/);
    const latin = await row("ST I, q. 2, a. 3, co.", "la");
    expect(latin?.translation_of).toBe(co?.id);
    expect(String(latin?.content)).toMatch(/^Respondeo dicendum quod Deum esse quinque viis/);
    const order = await database.pool.query(
      "select section from knowledge_base where article_ref = 'ST I, q. 2, a. 3' and language = 'en' order by ordinal",
    );
    expect(order.rows.map((r) => r.section)).toEqual([
      "Objection 1",
      "Objection 2",
      "On the contrary",
      "I answer that",
      "Reply to Objection 1",
      "Reply to Objection 2",
    ]);
    expect(await row("ST I, q. 2, prol.")).toMatchObject({
      section_kind: "prologue",
      article_ref: "ST I, q. 2",
    });
  });

  it("leaves the Latin reply unpaired where the translation merged it, and pairs the rest by number", async () => {
    expect(await latinOf("ST I, q. 4, a. 2, ad 1")).toEqual(["ST I, q. 4, a. 2, ad 1"]);
    expect(await latinOf("ST I, q. 4, a. 2, ad 3")).toEqual(["ST I, q. 4, a. 2, ad 3"]);
    expect(await row("ST I, q. 4, a. 2, ad 2")).toBeUndefined();
    expect((await row("ST I, q. 4, a. 2, ad 2", "la"))?.translation_of).toBeNull();
  });

  it("pairs the objections the translation numbered on with the Latin sed contra arguments", async () => {
    expect(await latinOf("ST I, q. 29, a. 2, obj. 4")).toEqual(["ST I, q. 29, a. 2, s.c. 1"]);
    expect(await latinOf("ST I, q. 29, a. 2, obj. 5")).toEqual(["ST I, q. 29, a. 2, s.c. 2"]);
    // Aquinas answers them (ad 4, ad 5), so they stay objections: views he answers.
    expect(await row("ST I, q. 29, a. 2, obj. 4")).toMatchObject({ section_kind: "objection" });
  });

  it("imports the Supplement in English only", async () => {
    const supplement = await database.pool.query(
      "select language, count(*)::int as n from knowledge_base where article_ref = 'ST Suppl., q. 75, a. 1' group by 1",
    );
    expect(supplement.rows).toEqual([{ language: "en", n: 12 }]);
  });

  it("links the Summa's inline Scripture to verse rows and counts what does not resolve", async () => {
    const links = await database.pool.query(
      `select v.reference, v.content, l.cited from kb_scripture_links l
       join knowledge_base p on p.id = l.passage_id join knowledge_base v on v.id = l.verse_id
       where p.reference = 'ST I, q. 2, a. 3, s.c.'`,
    );
    expect(links.rows).toEqual([
      { reference: "Ex. 3:14", content: expect.stringMatching(/I AM WHO AM/), cited: "Ex. 3:14" },
    ]);
    const st = first.sources.find((s) => s.source === "summa-theologiae");
    expect(st?.unresolvedCitations).toBe(1);
    expect(st?.unresolvedExamples).toEqual(["Eccles. 1:4"]);
    expect(st?.resolvedCitations).toBeGreaterThan(5);
    const recorded = await database.pool.query(
      "select unresolved_links from kb_imports where source = 'summa-theologiae'",
    );
    expect(recorded.rows[0]?.unresolved_links).toBe(1);
  });

  it("joins each Douay-Rheims verse with its Vulgate verse, keeping a Vulgate verse without English", async () => {
    const verse = await row("Ex. 3:14");
    expect(verse).toMatchObject({
      section: "verse 14",
      section_kind: "verse",
      article_ref: "Ex. 3",
      title: "Exodus 3",
    });
    expect((await row("Ex. 3:14", "la"))?.translation_of).toBe(verse?.id);
    expect((await row("Ex. 3:16", "la"))?.translation_of).toBeNull();
  });

  it("aligns Rickaby's Contra Gentiles by the chapter numbers each record names (Book III offset)", async () => {
    // Rickaby's III.131 "Of the Counsels" is Leonine III.130 "De consiliis".
    const counsels = await row("SCG III, c. 130, ¶1");
    expect(counsels).toMatchObject({
      title: "Of the Counsels that are given in the Divine Law",
      article_ref: "SCG III, c. 130",
    });
    expect(await row("SCG III, c. 130, n. 1", "la")).toMatchObject({
      title: "De consiliis quae dantur in lege divina",
    });
    // His III.130 has no Leonine counterpart and keeps his number, marked as his.
    expect(await row("SCG III, c. 130 (Rickaby), ¶1")).toMatchObject({
      title: "That the Divine Government of Men is after the manner of Paternal Government",
    });
    expect((await row("SCG II, cc. 32, 35, ¶1"))?.article_ref).toBe("SCG II, c. 32");
    expect((await row("SCG II, c. 35, n. 1", "la"))?.location).toMatchObject({ english: "SCG II, c. 32" });
    expect((await row("SCG I, c. 14, n. 1", "la"))?.location).toMatchObject({ english: "none" });
  });

  it("keeps Rickaby's notes apart from Aquinas' words and leaves out his preface", async () => {
    const notes = await database.pool.query(
      "select distinct author, section_kind from knowledge_base where source = 'summa-contra-gentiles' and section_kind = 'note'",
    );
    expect(notes.rows).toEqual([{ author: "Joseph Rickaby", section_kind: "note" }]);
    const preface = await database.pool.query(
      "select count(*)::int as n from knowledge_base where content like 'SOME years ago%'",
    );
    expect(preface.rows[0]?.n).toBe(0);
  });

  it("splits other authors' works into passages with their author and a followable reference", async () => {
    const confessions = await database.pool.query(
      "select distinct author, work_key, article_ref from knowledge_base where work = 'Confessions' order by article_ref",
    );
    expect(confessions.rows.map((r) => r.article_ref)).toEqual([
      "Augustine, Confessions I, 1",
      "Augustine, Confessions I, 2",
      "Augustine, Confessions VIII, 12",
    ]);
    expect(confessions.rows[0]).toMatchObject({ author: "Augustine", work_key: "augustine-confessions" });
    const apology = await database.pool.query(
      "select content, author, reference from knowledge_base where work = 'Apology' order by ordinal",
    );
    expect(apology.rows[0]).toMatchObject({
      author: "Plato",
      reference: expect.stringMatching(/^Plato, Apology/),
    });
    const text = apology.rows.map((r) => r.content).join(" ");
    expect(text).toMatch(/How you, O Athenians, have been affected by my accusers/);
    expect(text).not.toMatch(/Project Gutenberg|INTRODUCTION/);
    const hobbes = await row("Thomas Hobbes, Leviathan, Chap. XIII");
    expect(hobbes ?? (await row("Thomas Hobbes, Leviathan, Chap. XIII, part 1"))).toMatchObject({
      author: "Thomas Hobbes",
    });
  });
});

describe("re-importing", () => {
  it("changes nothing when the files have not changed", async () => {
    const before = await database.pool.query("select id, content from knowledge_base order by id");
    const second = await importCorpus({ pool: database.pool, corpusDir: FIXTURES });
    expect(second.sources.every((s) => s.status === "unchanged")).toBe(true);
    const after = await database.pool.query("select id, content from knowledge_base order by id");
    expect(after.rows).toEqual(before.rows);
  });

  it("re-imports a changed source and the sources that link to it", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "kb-fixtures-"));
    fs.cpSync(FIXTURES, copy, { recursive: true });
    try {
      const file = path.join(copy, "bible-douay-rheims", "douay-rheims-challoner.json");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("I AM WHO AM", "I AM WHO AM "));
      const third = await importCorpus({ pool: database.pool, corpusDir: copy });
      const status = Object.fromEntries(third.sources.map((s) => [s.source, s.status]));
      expect(status).toMatchObject({
        bible: "imported",
        "summa-theologiae": "imported",
        "augustine-npnf": "unchanged",
      });
      const links = await database.pool.query(
        "select count(*)::int as n from kb_scripture_links l join knowledge_base v on v.id = l.verse_id where v.reference = 'Ex. 3:14'",
      );
      expect(links.rows[0]?.n).toBe(1);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe("broken input", () => {
  it("names a malformed file and imports the rest of its source", () => {
    const st = first.sources.find((s) => s.source === "summa-theologiae");
    expect(st?.status).toBe("imported");
    expect(st?.problems).toContainEqual(
      expect.stringMatching(
        /^summa-theologiae-en\/json\/FP\/FP-Question-3\.json: unexpected structure at article\.1\.objections/,
      ),
    );
  });

  it("names a truncated or missing file, and the other sources still import", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "kb-broken-"));
    fs.cpSync(FIXTURES, copy, { recursive: true });
    const other = await createTestDatabase();
    try {
      fs.writeFileSync(path.join(copy, "summa-contra-gentiles-la", "scg-latin.json"), '{"books": [');
      fs.rmSync(path.join(copy, "bible-douay-rheims", "douay-rheims-challoner.json"));
      fs.rmSync(path.join(copy, "augustine-npnf"), { recursive: true });
      const summary = await importCorpus({ pool: other.pool, corpusDir: copy });
      const byName = Object.fromEntries(summary.sources.map((s) => [s.source, s]));
      expect(byName.bible?.status).toBe("failed");
      expect(byName.bible?.problems).toEqual([
        "bible-douay-rheims/douay-rheims-challoner.json: file not found",
      ]);
      expect(byName["augustine-npnf"]?.status).toBe("failed");
      expect(byName["augustine-npnf"]?.problems[0]).toMatch(/augustine-npnf: folder not found/);
      expect(byName["summa-contra-gentiles"]?.status).toBe("imported");
      expect(byName["summa-contra-gentiles"]?.problems[0]).toMatch(
        /^summa-contra-gentiles-la\/scg-latin\.json: not valid JSON .* the English is imported without the Latin$/,
      );
      expect(byName["summa-theologiae"]?.status).toBe("imported");
      // Without the Bible nothing can resolve, and that is counted, not hidden.
      expect(byName["summa-theologiae"]?.resolvedCitations).toBe(0);
      expect(byName["summa-theologiae"]?.unresolvedCitations).toBeGreaterThan(5);
    } finally {
      await other.drop();
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("leaves the previous import intact when writing a source fails half-way", async () => {
    const count = async () =>
      (
        await database.pool.query(
          "select count(*)::int as n from knowledge_base where source = 'philosophy-anthology-excerpts'",
        )
      ).rows[0]?.n as number;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const anthology = ALL_SOURCES.find((s) => s.name === "philosophy-anthology-excerpts") as SourceReader;
    const failing: SourceReader = {
      ...anthology,
      read: async (dir) => {
        const output = await anthology.read(dir);
        // A translation pointing at no row breaks the foreign key on the last chunk, after the first rows went in.
        const last = output.rows[output.rows.length - 1];
        if (last) last.translationOf = "00000000-0000-4000-8000-000000000000";
        return output;
      },
    };
    await expect(
      importCorpus({ pool: database.pool, corpusDir: FIXTURES, sources: [failing], force: true }),
    ).rejects.toThrow(/foreign key/);
    expect(await count()).toBe(before);
  });
});
