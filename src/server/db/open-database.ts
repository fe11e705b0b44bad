import path from "node:path";
import type { Env } from "../config/env.js";
import { connectDatabase, type Database } from "./client.js";
import { acquireDataLock } from "./data-lock.js";
import type { EarlyPostgres } from "./early-postgres.js";
import { startEmbeddedPostgres } from "./embedded-postgres.js";
import { ensureDatabase } from "./ensure-database.js";
import { runMigrations } from "./migrate.js";

const DATABASE_NAME = "angelicus";

export interface OpenDatabase extends Database {
  url: string;
}

/** PostgreSQL's "database does not exist", also when a library passes it on as the cause of its own error. */
function isMissingDatabase(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === "3D000") return true;
  return false;
}

/** Runs one timed step of opening the database (see `startTrace`). */
export type Step = <T>(name: string, work: () => Promise<T>) => Promise<T>;
const untimed: Step = (_name, work) => work();

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR/pg (owning the folder through a
 * lock, and starting it again should it die), then applies the migrations. `close` releases everything it
 * started. `onLaunch` is called as soon as the database is on its way (PostgreSQL's process runs, or there is
 * nothing to start), before it accepts connections. `early` is the PostgreSQL of DATA_DIR already spawned,
 * with the folder's lock, by `launchPostgresEarly`: it is taken over rather than started.
 */
export async function openDatabase(
  env: Env,
  log: (line: string) => void = () => {},
  step: Step = untimed,
  onLaunch: () => void = () => {},
  early: EarlyPostgres | null = null,
): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    onLaunch();
    const database = connectDatabase(env.DATABASE_URL);
    await step("migrations", () => runMigrations(database.db));
    return { ...database, url: env.DATABASE_URL };
  }
  const releaseLock = early ? early.releaseLock : acquireDataLock(env.DATA_DIR);
  try {
    log(`Starting PostgreSQL in ${path.join(env.DATA_DIR, "pg")}…`);
    const server = await step("postgresql", () =>
      startEmbeddedPostgres(path.join(env.DATA_DIR, "pg"), { notice: log, onLaunch, adopt: early }),
    );
    const url = server.url(DATABASE_NAME);
    const database = connectDatabase(url);
    await step("migrations", async () => {
      try {
        await runMigrations(database.db);
      } catch (error) {
        // Only a first start finds no database; asking before every start would cost a connection.
        if (!isMissingDatabase(error)) throw error;
        await ensureDatabase(server.url(), DATABASE_NAME);
        await runMigrations(database.db);
      }
    });
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
