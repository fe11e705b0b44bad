import cliProgress from "cli-progress";
import { ConfigError, loadEnv } from "../../config/env.js";
import { DataDirLockedError } from "../../db/data-lock.js";
import { openDatabase } from "../../db/open-database.js";
import { importCorpus } from "./import-corpus.js";
import { ALL_SOURCES } from "./sources.js";
import { summaryLines } from "./summary-text.js";
import { CorpusFileError } from "./types.js";

const PHASE_LABEL = {
  checking: "checking",
  reading: "reading",
  writing: "writing",
  done: "done",
  unchanged: "unchanged",
  failed: "FAILED",
} as const;

/** `npm run kb:import [-- --force]`: imports KB_CORPUS_DIR into the configured database and prints a summary. */
async function main(): Promise<void> {
  const env = loadEnv();
  const force = process.argv.includes("--force");
  console.log(`Importing the corpus from ${env.KB_CORPUS_DIR}${force ? " (forced)" : ""}`);
  const database = await openDatabase(env, (line) => console.log(line));
  const bars = new cliProgress.MultiBar(
    {
      format: " {source} |{bar}| {value}/{total} rows  {phase}",
      hideCursor: true,
      clearOnComplete: false,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
  const width = Math.max(...ALL_SOURCES.map((s) => s.name.length));
  const bar = new Map(
    ALL_SOURCES.map((s) => [s.name, bars.create(1, 0, { source: s.name.padEnd(width), phase: "waiting" })]),
  );
  try {
    const summary = await importCorpus({
      pool: database.pool,
      corpusDir: env.KB_CORPUS_DIR,
      force,
      onProgress: (p) => {
        const b = bar.get(p.source);
        if (!b) return;
        if (p.total > 0) b.setTotal(p.total);
        b.update(p.done, { phase: PHASE_LABEL[p.phase] });
      },
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
