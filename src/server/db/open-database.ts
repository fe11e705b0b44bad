import path from "node:path";
import type { Env } from "../config/env.js";
import { connectDatabase, type Database } from "./client.js";
import { acquireDataLock } from "./data-lock.js";
import { startEmbeddedPostgres } from "./embedded-postgres.js";
import { ensureDatabase } from "./ensure-database.js";
import { runMigrations } from "./migrate.js";

const DATABASE_NAME = "angelicus";

export interface OpenDatabase extends Database {
  url: string;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR/pg (owning the folder through a
 * lock, and starting it again should it die), then applies the migrations. `close` releases everything it
 * started.
 */
export async function openDatabase(env: Env, log: (line: string) => void = () => {}): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    const database = connectDatabase(env.DATABASE_URL);
    await runMigrations(database.db);
    return { ...database, url: env.DATABASE_URL };
  }
  const releaseLock = acquireDataLock(env.DATA_DIR);
  try {
    log(`Starting PostgreSQL in ${path.join(env.DATA_DIR, "pg")}…`);
    const server = await startEmbeddedPostgres(path.join(env.DATA_DIR, "pg"), { notice: log });
    await ensureDatabase(server.url(), DATABASE_NAME);
    const url = server.url(DATABASE_NAME);
    const database = connectDatabase(url);
    await runMigrations(database.db);
    return {
      ...database,
      url,
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
