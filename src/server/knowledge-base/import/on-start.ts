import fs from "node:fs";
import type pg from "pg";
import type { Env } from "../../config/env.js";
import { corpusMatchesManifest, missingCorpusAdvice } from "../corpus/before-import.js";
import type { CorpusManifest } from "../corpus/manifest-schema.js";
import { REPOSITORY_MANIFEST } from "../corpus/repository-manifest.js";
import { importDigests } from "../digests/import-digests.js";
import { isKnowledgeBaseEmpty } from "./import-corpus.js";
import { importWithProgress } from "./progress-bars.js";

/**
 * On a fresh database, imports the corpus before the server starts listening, with a progress bar per
 * source, once every file matches the manifest. A missing corpus folder is reported with what to run to get
 * it, and the server still starts (with an empty knowledge base).
 */
export async function importCorpusIfEmpty(
  pool: pg.Pool,
  env: Env,
  log: (line: string) => void,
  manifest: CorpusManifest = REPOSITORY_MANIFEST,
): Promise<void> {
  if (!env.KB_AUTO_IMPORT) return;
  if (!(await isKnowledgeBaseEmpty(pool))) {
    // The digests ship with the code: a new version brings new ones without a corpus import.
    const digests = await importDigests(pool);
    if (digests.status === "imported") log(`Article digests updated: ${digests.digests}.`);
    return;
  }
  if (!fs.existsSync(env.KB_CORPUS_DIR)) {
    for (const line of missingCorpusAdvice(env.KB_CORPUS_DIR, manifest, env.CORPUS_URL)) log(line);
    return;
  }
  if (!(await corpusMatchesManifest(env.KB_CORPUS_DIR, manifest, log))) return;
  log(`First start: importing the corpus from ${env.KB_CORPUS_DIR} (about a minute)…`);
  await importWithProgress({ pool, corpusDir: env.KB_CORPUS_DIR }, log);
}
