import type pg from "pg";
import { isAdvisoryLockHeld, LOCKS } from "../../db/advisory-lock.js";
import { ALL_SOURCES } from "./sources.js";

export type KnowledgeBaseState = "complete" | "incomplete" | "empty" | "importing";

/**
 * The sources of the corpus whose import has not finished: never imported, or started and interrupted
 * (kb_imports.complete is false from the start of a source's import until its transaction commits).
 */
export async function incompleteSources(
  pool: pg.Pool,
  expected: string[] = ALL_SOURCES.map((s) => s.name),
): Promise<string[]> {
  const result = await pool.query<{ source: string }>(
    "select source from kb_imports where complete and source = any($1::text[])",
    [expected],
  );
  const done = new Set(result.rows.map((r) => r.source));
  return expected.filter((name) => !done.has(name));
}

/** What the health check says of the knowledge base. */
export async function knowledgeBaseState(pool: pg.Pool): Promise<KnowledgeBaseState> {
  if (await isAdvisoryLockHeld(pool, LOCKS.knowledgeBase)) return "importing";
  const missing = await incompleteSources(pool);
  if (missing.length === 0) return "complete";
  const any = await pool.query<{ any: boolean }>("select exists (select 1 from knowledge_base) as any");
  return any.rows[0]?.any ? "incomplete" : "empty";
}

/** Records, before any row is written, that these sources are being imported and are not complete yet. */
export async function markImportStarted(pool: pg.Pool, sources: string[]): Promise<void> {
  if (sources.length === 0) return;
  await pool.query(
    `insert into kb_imports (source, checksum, rows, complete)
     select s, '', 0, false from unnest($1::text[]) as s
     on conflict (source) do update set complete = false, checksum = ''`,
    [sources],
  );
}
