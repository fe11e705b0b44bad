import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { learnersQuestions } from "../../../common/knowledge-base/digest.js";
import { currentHub, currentSigns, readMeanings } from "../meaning/meanings-file.js";
import { DIGEST_DIR, readDigestFiles } from "./digest-files.js";

/** The kb_imports source under which the digests are recorded. */
export const DIGEST_SOURCE = "article-digests";

export interface DigestImport {
  status: "imported" | "unchanged";
  digests: number;
  /** How many digest files were read and hashed (those whose size or modification time had changed). */
  hashedFiles: number;
}

/** A digest file as last hashed: its SHA-256 holds as long as its size and modification time are these. */
export interface DigestFileStamp {
  name: string;
  size: number;
  mtimeMs: number;
  sha256: string;
}

/**
 * The checksum of the digest files: each file's own SHA-256, combined with its name. A file whose size and
 * modification time are those of a `known` stamp is not read again: its recorded SHA-256 is used.
 */
export function digestChecksum(
  dir: string,
  known: DigestFileStamp[] = [],
): { checksum: string; files: DigestFileStamp[]; hashedFiles: number } {
  const hash = createHash("sha256");
  const files: DigestFileStamp[] = [];
  let hashedFiles = 0;
  if (existsSync(dir)) {
    const byName = new Map(known.map((stamp) => [stamp.name, stamp]));
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith(".json")) continue;
      const full = path.join(dir, name);
      const { size, mtimeMs } = statSync(full);
      const before = byName.get(name);
      let sha256 = before?.size === size && before.mtimeMs === mtimeMs ? before.sha256 : null;
      if (sha256 === null) {
        sha256 = createHash("sha256").update(readFileSync(full)).digest("hex");
        hashedFiles++;
      }
      files.push({ name, size, mtimeMs, sha256 });
      hash.update(`${name}\n${sha256}\n`);
    }
  }
  return { checksum: hash.digest("hex"), files, hashedFiles };
}

const sameStamps = (a: DigestFileStamp[], b: DigestFileStamp[]) =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i];
    return y && x.name === y.name && x.size === y.size && x.mtimeMs === y.mtimeMs && x.sha256 === y.sha256;
  });

/**
 * Replaces the knowledge base's article digests with those of the digest files, in one transaction,
 * when the files have changed since the last import. It is cheap to call at every start: one query, and
 * only the files whose size or modification time changed since then are read (their stamps are kept in
 * kb_imports.files beside the checksum).
 */
export async function importDigests(pool: pg.Pool, dir = DIGEST_DIR, force = false): Promise<DigestImport> {
  const previous = (
    await pool.query<{ checksum: string; rows: number; files: DigestFileStamp[] | null }>(
      "select checksum, rows, files from kb_imports where source = $1",
      [DIGEST_SOURCE],
    )
  ).rows[0];
  const known = force ? [] : (previous?.files ?? []);
  const { checksum: sum, files, hashedFiles } = digestChecksum(dir, known);
  if (!force && previous?.checksum === sum) {
    // Same content, other stamps (a checkout touched the files): remembered, so the next start reads nothing.
    if (!sameStamps(files, known))
      await pool.query("update kb_imports set files = $2::jsonb where source = $1", [
        DIGEST_SOURCE,
        JSON.stringify(files),
      ]);
    return { status: "unchanged", digests: previous.rows, hashedFiles };
  }
  const digests = readDigestFiles(dir);
  const meanings = readMeanings(dir);
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("delete from kb_article_digests");
    const batch = 500;
    for (let i = 0; i < digests.length; i += batch) {
      const slice = digests.slice(i, i + batch);
      await client.query(
        `insert into kb_article_digests (article_ref, digest, ask_meanings, ask_hubness)
         select x.ref, x.digest, decode(x.meanings, 'base64'), decode(x.hubness, 'base64')
         from jsonb_to_recordset($1::jsonb) as x(ref text, digest jsonb, meanings text, hubness text)`,
        [
          JSON.stringify(
            slice.map((d) => {
              const signs = currentSigns(meanings, d.ref, learnersQuestions(d));
              const hub = currentHub(meanings, d.ref, learnersQuestions(d));
              return {
                ref: d.ref,
                digest: d,
                meanings: signs ? Buffer.from(signs).toString("base64") : null,
                hubness: hub ? Buffer.from(hub).toString("base64") : null,
              };
            }),
          ),
        ],
      );
    }
    await client.query(
      `insert into kb_imports (source, checksum, rows, unresolved_links, files, imported_at)
       values ($1, $2, $3, 0, $4::jsonb, now())
       on conflict (source) do update
         set checksum = excluded.checksum, rows = excluded.rows, files = excluded.files, imported_at = now()`,
      [DIGEST_SOURCE, sum, digests.length, JSON.stringify(files)],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  return { status: "imported", digests: digests.length, hashedFiles };
}
