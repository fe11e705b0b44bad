import fs from "node:fs";
import type pg from "pg";
import { type DigestImport, importDigests } from "../digests/import-digests.js";
import { checksumFolders } from "./checksum.js";
import { markImportStarted } from "./completeness.js";
import { loadVerseIndex, resolveCitations } from "./scripture-links.js";
import { ALL_SOURCES } from "./sources.js";
import { CorpusFileError, type SourceReader } from "./types.js";
import { replaceSource } from "./writer.js";

export type ImportPhase = "checking" | "reading" | "writing" | "done" | "unchanged" | "failed";

export interface ImportProgress {
  source: string;
  phase: ImportPhase;
  /** Rows written so far and rows to write (both 0 before writing starts). */
  done: number;
  total: number;
}

export interface SourceSummary {
  source: string;
  status: "imported" | "unchanged" | "failed";
  rows: number;
  resolvedCitations: number;
  unresolvedCitations: number;
  unresolvedExamples: string[];
  problems: string[];
  stats: Record<string, number>;
  seconds: number;
}

export interface WorkCount {
  work: string;
  language: string;
  rows: number;
}

export interface ImportSummary {
  sources: SourceSummary[];
  works: WorkCount[];
  totalRows: number;
  /** The article digests, imported from the repository's digest files when they changed. */
  digests: DigestImport;
  seconds: number;
}

export interface ImportOptions {
  pool: pg.Pool;
  corpusDir: string;
  /** Re-import even the sources whose files have not changed. */
  force?: boolean;
  /** Defaults to every source of the corpus. */
  sources?: SourceReader[];
  /** Sources imported at the same time (each in its own transaction and connection). */
  concurrency?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** The folder of article digest files (default: the repository's). */
  digestDir?: string;
  /** Stops the import between steps; the source being written rolls back and stays marked incomplete. */
  signal?: AbortSignal;
}

/** True when the knowledge base has no passages at all (a fresh database). */
export async function isKnowledgeBaseEmpty(pool: pg.Pool): Promise<boolean> {
  const result = await pool.query<{ empty: boolean }>(
    "select not exists (select 1 from knowledge_base) as empty",
  );
  return result.rows[0]?.empty ?? true;
}

/**
 * Imports every source of the corpus that changed since the last import (compared by a checksum of its
 * files), each in its own transaction. A source whose files cannot be read is reported by file and the
 * others still import. Returns what was done, per source and per work.
 */
export async function importCorpus(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const { pool, corpusDir } = options;
  const sources = options.sources ?? ALL_SOURCES;
  const report = options.onProgress ?? (() => {});
  if (!fs.existsSync(corpusDir)) throw new CorpusFileError(`The corpus folder ${corpusDir} does not exist`);

  const previous = new Map(
    (
      await pool.query<{ source: string; checksum: string }>("select source, checksum from kb_imports")
    ).rows.map((r) => [r.source, r.checksum]),
  );
  const checksums = new Map<string, string | null>();
  for (const source of sources) {
    report({ source: source.name, phase: "checking", done: 0, total: 0 });
    checksums.set(source.name, await checksumFolders(corpusDir, source.folders));
  }
  const changed = new Set(
    sources.filter((s) => options.force || checksums.get(s.name) !== previous.get(s.name)).map((s) => s.name),
  );
  // A source that links to another is re-imported with it: replacing the other's rows drops those links.
  for (const source of sources) {
    if (source.dependsOn?.some((d) => changed.has(d) && checksums.get(d))) changed.add(source.name);
  }
  // Until each one commits, these sources count as incomplete: an import cut short is finished at the next start.
  await markImportStarted(
    pool,
    sources.filter((s) => changed.has(s.name) && checksums.get(s.name)).map((s) => s.name),
  );
  const { signal } = options;

  const finished = new Map<string, Promise<SourceSummary>>();
  const runOne = async (source: SourceReader): Promise<SourceSummary> => {
    const t0 = performance.now();
    const summary: SourceSummary = {
      source: source.name,
      status: "unchanged",
      rows: 0,
      resolvedCitations: 0,
      unresolvedCitations: 0,
      unresolvedExamples: [],
      problems: [],
      stats: {},
      seconds: 0,
    };
    const checksum = checksums.get(source.name);
    try {
      if (!checksum) {
        throw new CorpusFileError(`${source.folders.join(", ")}: folder not found in ${corpusDir}`);
      }
      if (!changed.has(source.name)) {
        report({ source: source.name, phase: "unchanged", done: 1, total: 1 });
        return summary;
      }
      signal?.throwIfAborted();
      report({ source: source.name, phase: "reading", done: 0, total: 0 });
      const output = await source.read(corpusDir);
      signal?.throwIfAborted();
      summary.problems.push(...output.problems);
      summary.stats = output.stats;
      let links: ReturnType<typeof resolveCitations> | null = null;
      if (output.citations.length > 0) {
        await Promise.all((source.dependsOn ?? []).map((d) => finished.get(d)));
        links = resolveCitations(output.citations, await loadVerseIndex(pool));
        summary.resolvedCitations = links.resolved;
        summary.unresolvedCitations = links.unresolved;
        summary.unresolvedExamples = links.unresolvedExamples;
      }
      const total = output.rows.length;
      report({ source: source.name, phase: "writing", done: 0, total });
      const record = {
        source: source.name,
        // Recorded even when some files had problems: they were reported now, and fixing them changes the checksum.
        checksum,
        rows: total,
        unresolvedLinks: summary.unresolvedCitations,
      };
      await replaceSource(pool, record, output.rows, links?.links ?? [], (done) => {
        signal?.throwIfAborted();
        report({ source: source.name, phase: "writing", done, total });
      });
      summary.status = "imported";
      summary.rows = total;
      report({ source: source.name, phase: "done", done: total, total });
    } catch (error) {
      if (!(error instanceof CorpusFileError)) throw error;
      summary.status = "failed";
      summary.problems.push(error.message);
      report({ source: source.name, phase: "failed", done: 0, total: 0 });
    } finally {
      summary.seconds = (performance.now() - t0) / 1000;
    }
    return summary;
  };

  // Sources run in list order, a few at a time; a source waits for its dependencies only before linking.
  const queue = [...sources];
  const slots = Math.max(1, options.concurrency ?? 2);
  const workers = Array.from({ length: slots }, async () => {
    for (let next = queue.shift(); next && !signal?.aborted; next = queue.shift()) {
      const promise = runOne(next);
      finished.set(next.name, promise);
      await promise;
    }
  });
  await Promise.all(workers);
  signal?.throwIfAborted();
  const summaries = await Promise.all(sources.map((s) => finished.get(s.name) as Promise<SourceSummary>));

  const works = await pool.query<WorkCount>(
    `select work, language, count(*)::int as rows from knowledge_base group by work, language
     order by min(case work_key when 'st' then 0 when 'scg' then 1 when 'bible' then 2 else 3 end), work, language`,
  );
  const digests = await importDigests(pool, options.digestDir, options.force);
  // The planner's statistics of the new rows: without them the first queries after an import choose poor
  // plans until autovacuum comes by, and a database copied from this one never gets them.
  if (summaries.some((s) => s.status === "imported") || digests.status === "imported") {
    await pool.query("analyze");
  }
  return {
    sources: summaries,
    works: works.rows,
    totalRows: works.rows.reduce((sum, w) => sum + w.rows, 0),
    digests,
    seconds: (performance.now() - started) / 1000,
  };
}
