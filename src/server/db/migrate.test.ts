import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database.js";
import { MIGRATIONS_DIR, newestMigrationMillis, runMigrations } from "./migrate.js";

let database: TestDatabase;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-migrations-"));
beforeAll(async () => {
  // Created and migrated from the repository's migrations, from nothing: the path of a first start.
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A copy of the repository's migrations to change. */
function copyOfMigrations(name: string): string {
  const dir = path.join(scratch, name);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

const tableExists = async (table: string) =>
  (await database.pool.query("select to_regclass($1) as t", [table])).rows[0]?.t !== null;

describe("migrations at start", () => {
  it("are not read again when the database has the newest one", async () => {
    // The migrator would refuse this folder (a listed migration has no file); it is never asked.
    const dir = copyOfMigrations("up-to-date");
    fs.rmSync(path.join(dir, fs.readdirSync(dir).find((f) => f.startsWith("0000_")) as string));
    await expect(runMigrations(database.db, dir)).resolves.toBeUndefined();
  });

  it("apply a new migration, and only that one", async () => {
    const dir = copyOfMigrations("one-more");
    const journalPath = path.join(dir, "meta/_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
    const when = newestMigrationMillis(dir) + 1000;
    journal.entries.push({
      idx: journal.entries.length,
      version: "7",
      when,
      tag: "9999_probe",
      breakpoints: true,
    });
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    fs.writeFileSync(path.join(dir, "9999_probe.sql"), "create table migration_probe (id int);");
    const before = (await database.pool.query("select count(*)::int as n from drizzle.__drizzle_migrations"))
      .rows[0]?.n;

    await runMigrations(database.db, dir);
    expect(await tableExists("migration_probe")).toBe(true);
    const after = (await database.pool.query("select count(*)::int as n from drizzle.__drizzle_migrations"))
      .rows[0]?.n;
    expect(after).toBe(before + 1);

    // Now up to date with that folder: a second run changes nothing.
    await runMigrations(database.db, dir);
    const again = (await database.pool.query("select count(*)::int as n from drizzle.__drizzle_migrations"))
      .rows[0]?.n;
    expect(again).toBe(after);
  });
});
