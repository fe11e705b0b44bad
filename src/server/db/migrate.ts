import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { LOCKS, withAdvisoryLock } from "./advisory-lock.js";
import type { Db } from "./client.js";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/** When the newest migration was written (drizzle's journal), as drizzle records it once applied. */
export function newestMigrationMillis(dir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * True when the database has every migration already, by drizzle's own rule (a migration is applied when
 * none recorded is older than it): one query, where the migrator takes a lock and makes several.
 */
async function upToDate(pool: pg.Pool, dir: string): Promise<boolean> {
  try {
    const result = await pool.query<{ newest: string | null }>(
      "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
    );
    const newest = result.rows[0]?.newest;
    return newest !== null && newest !== undefined && Number(newest) >= newestMigrationMillis(dir);
  } catch (error) {
    // No migration table yet (42P01, or its schema: 3F000): a new database.
    const code = (error as { code?: string }).code;
    if (code === "42P01" || code === "3F000") return false;
    throw error;
  }
}

/** Applies the migrations; servers starting together on one database take turns. */
export async function runMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<void> {
  // The migrator is loaded only when a migration is to be applied, not at every start.
  const apply = async () => {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(db, { migrationsFolder: dir });
  };
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return apply();
  if (await upToDate(client, dir)) return;
  await withAdvisoryLock(client, LOCKS.migrations, apply);
}
