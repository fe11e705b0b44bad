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

export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => {
    // An idle client lost its connection (e.g. the server stopped); the pool replaces it.
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
