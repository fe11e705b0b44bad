import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database.js";
import { DIGEST_DIR } from "../digests/digest-files.js";
import { importDigests } from "../digests/import-digests.js";
import { MEANINGS_FILE_NAME, readMeanings } from "./meanings-file.js";

const FILE = "st-appendix.json";

describe("the meanings imported with the digests", () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-meanings-"));
    fs.copyFileSync(path.join(DIGEST_DIR, FILE), path.join(dir, FILE));
    fs.copyFileSync(path.join(DIGEST_DIR, MEANINGS_FILE_NAME), path.join(dir, MEANINGS_FILE_NAME));
  });
  afterAll(async () => {
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const stored = async () =>
    new Map(
      (
        await database.pool.query<{ article_ref: string; ask_meanings: Buffer | null }>(
          "select article_ref, ask_meanings from kb_article_digests",
        )
      ).rows.map((r) => [r.article_ref, r.ask_meanings]),
    );

  it("stores each digest's meanings beside it, and their hubness", async () => {
    await importDigests(database.pool, dir);
    const rows = await stored();
    const meanings = readMeanings(dir);
    expect(rows.size).toBeGreaterThan(0);
    for (const [ref, signs] of rows) expect(signs && new Uint8Array(signs)).toEqual(meanings.get(ref)?.signs);
    const hubs = (
      await database.pool.query<{ article_ref: string; ask_hubness: Buffer | null }>(
        "select article_ref, ask_hubness from kb_article_digests",
      )
    ).rows;
    for (const { article_ref, ask_hubness } of hubs)
      expect(ask_hubness && new Uint8Array(ask_hubness)).toEqual(meanings.get(article_ref)?.hub);
  });

  it("leaves out the meanings of a digest whose learner questions changed since they were made", async () => {
    const file = path.join(dir, FILE);
    const body = JSON.parse(fs.readFileSync(file, "utf8")) as { digests: { ref: string; asks: string[] }[] };
    const edited = body.digests[0] as { ref: string; asks: string[] };
    edited.asks[0] = `${edited.asks[0]} Really?`;
    fs.writeFileSync(file, JSON.stringify(body));
    expect((await importDigests(database.pool, dir)).status).toBe("imported");
    const rows = await stored();
    expect(rows.get(edited.ref)).toBeNull();
    expect([...rows.values()].filter((v) => v !== null).length).toBe(rows.size - 1);
  });
});
