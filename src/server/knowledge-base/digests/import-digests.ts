import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { DIGEST_DIR, readDigestFiles } from "./digest-files.js";

/** The kb_imports source under which the digests are recorded. */
export const DIGEST_SOURCE = "article-digests";

export interface DigestImport {
  status: "imported" | "unchanged";
  digests: number;
}

function checksum(dir: string): string {
  const hash = createHash("sha256");
  if (!existsSync(dir)) return hash.digest("hex");
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".json")) continue;
    hash.update(`${name}\n`);
    hash.update(readFileSync(path.join(dir, name)));
  }
  return hash.digest("hex");
}

/**
 * Replaces the knowledge base's article digests with those of the digest files, in one transaction,
 * when the files have changed since the last import (it is cheap to call at every start).
 */
export async function importDigests(pool: pg.Pool, dir = DIGEST_DIR, force = false): Promise<DigestImport> {
  const sum = checksum(dir);
  const previous = await pool.query<{ checksum: string }>(
    "select checksum from kb_imports where source = $1",
    [DIGEST_SOURCE],
  );
  if (!force && previous.rows[0]?.checksum === sum) {
    const count = await pool.query<{ n: number }>("select count(*)::int as n from kb_article_digests");
    return { status: "unchanged", digests: count.rows[0]?.n ?? 0 };
  }
  const digests = readDigestFiles(dir);
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("delete from kb_article_digests");
    const batch = 500;
    for (let i = 0; i < digests.length; i += batch) {
      const slice = digests.slice(i, i + batch);
      await client.query(
        `insert into kb_article_digests (article_ref, digest)
         select x.ref, x.digest from jsonb_to_recordset($1::jsonb) as x(ref text, digest jsonb)`,
        [JSON.stringify(slice.map((d) => ({ ref: d.ref, digest: d })))],
      );
    }
    await client.query(
      `insert into kb_imports (source, checksum, rows, unresolved_links, imported_at) values ($1, $2, $3, 0, now())
       on conflict (source) do update set checksum = excluded.checksum, rows = excluded.rows, imported_at = now()`,
      [DIGEST_SOURCE, sum, digests.length],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  return { status: "imported", digests: digests.length };
}
