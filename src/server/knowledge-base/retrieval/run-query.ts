import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/**
 * Runs a retrieval query, planned anew for its own parameters. These queries were once named prepared
 * statements sharing one generic plan; which plan PostgreSQL settled on depended on the statistics of
 * the day, and after a rebuild of the index it kept one three times slower than planning each call
 * (about 11 ms against 4 ms per question, planning included). A question of rare words and one of
 * common words want different plans anyway.
 */
export async function runQuery<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}
