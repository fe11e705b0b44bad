import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Db } from "../../db/client.js";

const dialect = new PgDialect();

/**
 * Runs a query as a named prepared statement, so PostgreSQL can keep its plan across calls: planning the
 * ranking query costs about as much as running it. The name is derived from the text, so each distinct
 * text is prepared once per connection.
 */
export async function runPrepared<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  // drizzle() hands back the pool as $client; a transaction has none and runs the query unprepared.
  const client = (db as Db & { $client?: pg.Pool }).$client;
  if (!client) return (await db.execute<T>(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `kb_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  const result = await client.query<T>({ name, text, values: params as unknown[] });
  return result.rows;
}
