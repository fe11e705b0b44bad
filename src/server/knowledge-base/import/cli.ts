import { ConfigError, loadEnv } from "../../config/env.js";
import { DataDirLockedError } from "../../db/data-lock.js";
import { openDatabase } from "../../db/open-database.js";
import { importCorpus } from "./import-corpus.js";
import { createImportProgressBars } from "./progress-bars.js";
import { summaryLines } from "./summary-text.js";
import { CorpusFileError } from "./types.js";

/** `npm run kb:import [-- --force]`: imports KB_CORPUS_DIR into the configured database and prints a summary. */
async function main(): Promise<void> {
  const env = loadEnv();
  const force = process.argv.includes("--force");
  console.log(`Importing the corpus from ${env.KB_CORPUS_DIR}${force ? " (forced)" : ""}`);
  const database = await openDatabase(env, (line) => console.log(line));
  const bars = createImportProgressBars();
  try {
    const summary = await importCorpus({
      pool: database.pool,
      corpusDir: env.KB_CORPUS_DIR,
      force,
      onProgress: bars.onProgress,
    });
    bars.stop();
    for (const line of summaryLines(summary)) console.log(line);
    if (summary.sources.some((s) => s.status === "failed")) process.exitCode = 1;
  } finally {
    bars.stop();
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
