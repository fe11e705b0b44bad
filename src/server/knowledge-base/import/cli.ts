import { ConfigError, loadProcessEnv } from "../../config/env.js";
import { DataDirLockedError } from "../../db/data-lock.js";
import { openDatabase } from "../../db/open-database.js";
import { corpusMatchesManifest } from "../corpus/before-import.js";
import { REPOSITORY_MANIFEST } from "../corpus/repository-manifest.js";
import { importWithProgress } from "./progress-bars.js";
import { CorpusFileError } from "./types.js";

/**
 * `npm run kb:import [-- --force] [-- --unverified]`: checks KB_CORPUS_DIR against the manifest (unless
 * `--unverified`), imports it into the configured database and prints a summary.
 */
async function main(): Promise<void> {
  const env = loadProcessEnv();
  const force = process.argv.includes("--force");
  console.log(`Importing the corpus from ${env.KB_CORPUS_DIR}${force ? " (forced)" : ""}`);
  const log = (line: string) => console.log(line);
  if (!process.argv.includes("--unverified")) {
    if (!(await corpusMatchesManifest(env.KB_CORPUS_DIR, REPOSITORY_MANIFEST, log))) {
      process.exitCode = 1;
      return;
    }
    console.log(`Every file matches corpus ${REPOSITORY_MANIFEST.version} of the manifest.`);
  }
  const database = await openDatabase(env, (line) => console.log(line));
  try {
    const summary = await importWithProgress(
      { pool: database.pool, corpusDir: env.KB_CORPUS_DIR, force },
      (line) => console.log(line),
    );
    if (summary.sources.some((s) => s.status === "failed")) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof CorpusFileError
  ) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
});
