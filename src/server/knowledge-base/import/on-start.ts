import fs from "node:fs";
import type pg from "pg";
import type { Env } from "../../config/env.js";
import { importDigests } from "../digests/import-digests.js";
import { isKnowledgeBaseEmpty } from "./import-corpus.js";
import { importWithProgress } from "./progress-bars.js";

/**
 * On a fresh database, imports the corpus before the server starts listening, with a progress bar per
 * source. A missing corpus folder is reported and the server still starts (with an empty knowledge base).
 */
export async function importCorpusIfEmpty(
  pool: pg.Pool,
  env: Env,
  log: (line: string) => void,
): Promise<void> {
  if (!env.KB_AUTO_IMPORT) return;
  if (!(await isKnowledgeBaseEmpty(pool))) {
    // The digests ship with the code: a new version brings new ones without a corpus import.
    const digests = await importDigests(pool);
    if (digests.status === "imported") log(`Article digests updated: ${digests.digests}.`);
    return;
  }
  if (!fs.existsSync(env.KB_CORPUS_DIR)) {
    log(
      `The knowledge base is empty and the corpus folder ${env.KB_CORPUS_DIR} does not exist (KB_CORPUS_DIR).`,
    );
    log(
      "Angelicus will start, but cannot cite any text until the corpus is imported with `npm run kb:import`.",
    );
    return;
  }
  log(`First start: importing the corpus from ${env.KB_CORPUS_DIR} (about a minute)…`);
  await importWithProgress({ pool, corpusDir: env.KB_CORPUS_DIR }, log);
}
