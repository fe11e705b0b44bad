import { sql } from "drizzle-orm";
import type { PhilosopherKey } from "../../common/debates/catalogue.js";
import { PHILOSOPHER_PROFILES } from "../../common/debates/profiles.js";
import type { Db } from "../db/client.js";

const TTL_MS = 5 * 60_000;
const cache = new WeakMap<Db, { at: number; authors: Promise<Set<string>> }>();

/** The authors whose texts the knowledge base holds (lower case), read at most every few minutes. */
export function libraryAuthors(db: Db): Promise<Set<string>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.authors;
  const authors = db
    .execute<{ author: string }>(sql`select distinct author from knowledge_base`)
    .then((r) => new Set(r.rows.map((row) => row.author.toLowerCase())));
  cache.set(db, { at: Date.now(), authors });
  authors.catch(() => cache.delete(db));
  return authors;
}

/** The name his texts are filed under in the knowledge base, or null when it holds none of them. */
export async function authorInLibrary(db: Db, key: PhilosopherKey): Promise<string | null> {
  const authors = await libraryAuthors(db);
  return PHILOSOPHER_PROFILES[key].authors.find((a) => authors.has(a.toLowerCase())) ?? null;
}
