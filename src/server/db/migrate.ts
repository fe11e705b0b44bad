import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { LOCKS, withAdvisoryLock } from "./advisory-lock.js";
import type { Db } from "./client.js";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies the migrations; servers starting together on one database take turns. */
export async function runMigrations(db: Db): Promise<void> {
  const apply = () => migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) await withAdvisoryLock(client, LOCKS.migrations, apply);
  else await apply();
}
