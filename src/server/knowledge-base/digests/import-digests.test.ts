import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database.js";
import { DIGEST_DIR } from "./digest-files.js";
import { digestChecksum, importDigests } from "./import-digests.js";

const FILE = "st-appendix.json";
const REF = "ST App. 1, q. 1, a. 1";

describe("the article digests imported at start", () => {
  let database: TestDatabase;
  let dir: string;
  const file = () => path.join(dir, FILE);

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-digests-"));
    fs.copyFileSync(path.join(DIGEST_DIR, FILE), file());
  });
  afterAll(async () => {
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const storedAnswer = async () =>
    (
      await database.pool.query<{ answer: string }>(
        "select digest->>'answerSentence' as answer from kb_article_digests where article_ref = $1",
        [REF],
      )
    ).rows[0]?.answer;

  /** Rewrites the file with `from` replaced by `to` in one digest's answer sentence, and sets its mtime. */
  const rewrite = (from: string, to: string, mtime: Date) => {
    const text = fs.readFileSync(file(), "utf8");
    expect(text).toContain(from);
    fs.writeFileSync(file(), text.replace(from, to));
    fs.utimesSync(file(), mtime, mtime);
  };

  it("imports the files once, then reads none of them while their size and time are unchanged", async () => {
    const first = await importDigests(database.pool, dir);
    expect(first).toMatchObject({ status: "imported", hashedFiles: 1 });
    expect(first.digests).toBeGreaterThan(0);
    const again = await importDigests(database.pool, dir);
    expect(again).toEqual({ status: "unchanged", digests: first.digests, hashedFiles: 0 });
  });

  it("imports a changed digest file", async () => {
    const before = (await storedAnswer()) as string;
    rewrite("Hence, as his guilt", "Hence, as their guilt", new Date(Date.now() + 60_000));
    const changed = await importDigests(database.pool, dir);
    expect(changed).toMatchObject({ status: "imported", hashedFiles: 1 });
    expect(await storedAnswer()).toBe(before.replace("Hence, as his guilt", "Hence, as their guilt"));
  });

  it("catches content changed without a change of size once the modification time differs", async () => {
    const size = fs.statSync(file()).size;
    // Same number of bytes: only the modification time tells the file has changed.
    rewrite("Hence, as their guilt", "Hence, as thEir guilt", new Date(Date.now() + 120_000));
    expect(fs.statSync(file()).size).toBe(size);
    const changed = await importDigests(database.pool, dir);
    expect(changed).toMatchObject({ status: "imported", hashedFiles: 1 });
    expect(await storedAnswer()).toContain("Hence, as thEir guilt");
  });

  it("reads a touched file again, finds it unchanged, and remembers its new time", async () => {
    const later = new Date(Date.now() + 180_000);
    fs.utimesSync(file(), later, later);
    expect(await importDigests(database.pool, dir)).toMatchObject({ status: "unchanged", hashedFiles: 1 });
    expect(await importDigests(database.pool, dir)).toMatchObject({ status: "unchanged", hashedFiles: 0 });
  });

  it("combines the files' own checksums, so a known stamp gives the checksum of reading the file", () => {
    const read = digestChecksum(dir);
    const remembered = digestChecksum(dir, read.files);
    expect(remembered).toEqual({ ...read, hashedFiles: 0 });
    // A stamp that no longer matches the file is not trusted: the file is read.
    const wrong = read.files.map((f) => ({ ...f, mtimeMs: f.mtimeMs - 1, sha256: "0".repeat(64) }));
    expect(digestChecksum(dir, wrong)).toEqual(read);
  });
});
