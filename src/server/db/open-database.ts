import path from "node:path";
import type { Env } from "../config/env.js";
import { connectDatabase, type Database } from "./client.js";
import { acquireDataLock } from "./data-lock.js";
import { startEmbeddedPostgres } from "./embedded-postgres.js";
import { ensureDatabase } from "./ensure-database.js";
import { runMigrations } from "./migrate.js";

const DATABASE_NAME = "angelicus";

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR/pg (owning the folder through a
 * lock), then applies the migrations. `close` releases everything it started.
 */
export async function openDatabase(env: Env, log: (line: string) => void = () => {}): Promise<Database> {
  if (env.DATABASE_URL) {
    const database = connectDatabase(env.DATABASE_URL);
    await runMigrations(database.db);
    return database;
  }
  const releaseLock = acquireDataLock(env.DATA_DIR);
  try {
    log(`Starting PostgreSQL in ${path.join(env.DATA_DIR, "pg")}…`);
    const server = await startEmbeddedPostgres(path.join(env.DATA_DIR, "pg"));
    await ensureDatabase(server.url(), DATABASE_NAME);
    const database = connectDatabase(server.url(DATABASE_NAME));
    await runMigrations(database.db);
    return {
      ...database,
      close: async () => {
        await database.close();
        await server.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
