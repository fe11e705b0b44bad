import type pg from "pg";
import type { KbRow } from "./types.js";

export interface ScriptureLinkRow {
  passageId: string;
  verseId: string;
  cited: string;
}

const CHUNK = 4000;

/**
 * Inserts rows in chunks, each chunk one INSERT … SELECT FROM unnest(…) with one array per column.
 * Rows that are translations go after the rows they point to, so every foreign key is satisfied per statement.
 */
export async function insertRows(
  client: pg.PoolClient,
  rows: KbRow[],
  onProgress: (written: number) => void = () => {},
): Promise<void> {
  const ordered = [...rows.filter((r) => !r.translationOf), ...rows.filter((r) => r.translationOf)];
  for (let start = 0; start < ordered.length; start += CHUNK) {
    const chunk = ordered.slice(start, start + CHUNK);
    await client.query(
      `insert into knowledge_base (id, source, work_key, work, author, section, section_kind, title, content,
         reference, article_ref, location, ordinal, language, original_language, translation_of)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::text[], $9::text[], $10::text[], $11::text[], $12::jsonb[], $13::int[], $14::varchar[], $15::varchar[],
         $16::uuid[])`,
      [
        chunk.map((r) => r.id),
        chunk.map((r) => r.source),
        chunk.map((r) => r.workKey),
        chunk.map((r) => r.work),
        chunk.map((r) => r.author),
        chunk.map((r) => r.section),
        chunk.map((r) => r.sectionKind),
        chunk.map((r) => r.title),
        chunk.map((r) => r.content),
        chunk.map((r) => r.reference),
        chunk.map((r) => r.articleRef),
        chunk.map((r) => JSON.stringify(r.location)),
        chunk.map((r) => r.ordinal),
        chunk.map((r) => r.language),
        chunk.map((r) => r.originalLanguage),
        chunk.map((r) => r.translationOf),
      ],
    );
    onProgress(Math.min(start + CHUNK, ordered.length));
  }
}

export async function insertLinks(client: pg.PoolClient, links: ScriptureLinkRow[]): Promise<void> {
  for (let start = 0; start < links.length; start += CHUNK) {
    const chunk = links.slice(start, start + CHUNK);
    await client.query(
      `insert into kb_scripture_links (passage_id, verse_id, cited)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[]) on conflict do nothing`,
      [chunk.map((l) => l.passageId), chunk.map((l) => l.verseId), chunk.map((l) => l.cited)],
    );
  }
}

export interface ImportRecord {
  source: string;
  checksum: string;
  rows: number;
  unresolvedLinks: number;
}

/** Replaces everything one source imported, in one transaction: a failure leaves the previous import intact. */
export async function replaceSource(
  pool: pg.Pool,
  record: ImportRecord,
  rows: KbRow[],
  links: ScriptureLinkRow[],
  onProgress: (written: number) => void,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("set local synchronous_commit to off");
    await client.query("delete from knowledge_base where source = $1", [record.source]);
    await insertRows(client, rows, onProgress);
    await insertLinks(client, links);
    await client.query(
      `insert into kb_imports (source, checksum, rows, unresolved_links, complete, imported_at)
       values ($1, $2, $3, $4, true, now())
       on conflict (source) do update set checksum = excluded.checksum, rows = excluded.rows,
         unresolved_links = excluded.unresolved_links, complete = true, imported_at = excluded.imported_at`,
      [record.source, record.checksum, record.rows, record.unresolvedLinks],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
