import fs from "node:fs";
import type pg from "pg";
import type { Env } from "../../config/env.js";
import { LOCKS, withAdvisoryLock } from "../../db/advisory-lock.js";
import type { CorpusManifest } from "../corpus/manifest-schema.js";
import { importDigests } from "../digests/import-digests.js";
import { incompleteSources } from "./completeness.js";

export interface PrepareOptions {
  /** Ctrl-C during the import: the source being written rolls back and the next start finishes the rest. */
  signal?: AbortSignal;
  /** What else must be ready before serving, done under the same lock (the retrieval index). */
  afterImport?: () => Promise<void>;
  /** The corpus the files must match before they are imported (the repository's manifest). */
  manifest?: CorpusManifest;
}

/**
 * Before the server listens: imports whatever part of the corpus is missing or was cut short, with a progress
 * bar per source, once every file matches the manifest. Of several servers on one database, one imports and
 * the others wait for it (an advisory lock). A missing corpus folder is reported with what to run to get it,
 * and the server still starts.
 */
export async function importCorpusIfIncomplete(
  pool: pg.Pool,
  env: Env,
  log: (line: string) => void,
  options: PrepareOptions = {},
): Promise<void> {
  await withAdvisoryLock(
    pool,
    LOCKS.knowledgeBase,
    async () => {
      await importMissing(pool, env, log, options.signal, options.manifest);
      await options.afterImport?.();
    },
    () => log("Another Angelicus server is preparing the knowledge base; waiting for it…"),
  );
}

async function importMissing(
  pool: pg.Pool,
  env: Env,
  log: (line: string) => void,
  signal: AbortSignal | undefined,
  given: CorpusManifest | undefined,
): Promise<void> {
  if (!env.KB_AUTO_IMPORT) return;
  const missing = await incompleteSources(pool);
  if (missing.length === 0) {
    // The digests ship with the code: a new version brings new ones without a corpus import.
    const digests = await importDigests(pool);
    if (digests.status === "imported") log(`Article digests updated: ${digests.digests}.`);
    return;
  }
  // What an import needs (the manifest, the checks of the files, the reader of every source) is loaded only
  // now: a start with the corpus imported, nearly every start, never parses it.
  const [{ REPOSITORY_MANIFEST }, { corpusMatchesManifest, missingCorpusAdvice }, { importWithProgress }] =
    await Promise.all([
      import("../corpus/repository-manifest.js"),
      import("../corpus/before-import.js"),
      import("./progress-bars.js"),
    ]);
  const manifest = given ?? REPOSITORY_MANIFEST;
  const empty = (await pool.query("select 1 from knowledge_base limit 1")).rowCount === 0;
  if (!fs.existsSync(env.KB_CORPUS_DIR)) {
    if (empty) for (const line of missingCorpusAdvice(env.KB_CORPUS_DIR, manifest, env.CORPUS_URL)) log(line);
    else
      log(
        `The knowledge base is incomplete and the corpus folder ${env.KB_CORPUS_DIR} does not exist (KB_CORPUS_DIR); run \`npm run kb:import\` once it is there.`,
      );
    return;
  }
  if (env.KB_VERIFY_CORPUS && !(await corpusMatchesManifest(env.KB_CORPUS_DIR, manifest, log))) return;
  log(
    empty
      ? `First start: importing the corpus from ${env.KB_CORPUS_DIR} (about a minute)…`
      : `The knowledge base is incomplete (${missing.join(", ")}): finishing the import from ${env.KB_CORPUS_DIR}…`,
  );
  const summary = await importWithProgress({ pool, corpusDir: env.KB_CORPUS_DIR, signal }, log);
  const failed = summary.sources.filter((s) => s.status === "failed").map((s) => s.source);
  if (failed.length > 0) log(`These sources could not be imported: ${failed.join(", ")}.`);
}
