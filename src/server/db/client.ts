import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.js";

export type Db = NodePgDatabase<typeof schema>;
export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

// Return timestamps as Date and bigint counts as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * How long a request may wait for a connection (queued behind others, or while the database is unreachable)
 * before it fails: long enough for a burst of requests on a loaded machine to queue rather than fail.
 */
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * A pool that outlives its server: when PostgreSQL stops or restarts, the connections it held fail and are
 * dropped, the requests using them fail, and the next requests connect afresh.
 */
export function connectDatabase(
  url: string,
  max = 10,
  onConnectionError: (error: Error) => void = () => {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client lost its connection; the pool discards it.
  pool.on("error", onConnectionError);
  // A client in use emits 'error' too when its connection dies mid-query (its query fails as well); unheard,
  // that event would end the process.
  pool.on("connect", (client) => client.on("error", onConnectionError));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
