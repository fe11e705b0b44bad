// Imports the whole corpus into a fresh embedded PostgreSQL and prints the time and rows per source.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnv } from "../../src/server/config/env.js";
import { connectDatabase } from "../../src/server/db/client.js";
import { startEmbeddedPostgres } from "../../src/server/db/embedded-postgres.js";
import { ensureDatabase } from "../../src/server/db/ensure-database.js";
import { runMigrations } from "../../src/server/db/migrate.js";
import { importCorpus } from "../../src/server/knowledge-base/import/import-corpus.js";

const env = loadEnv();
const base = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-bench-import-"));
fs.chmodSync(base, 0o755);
const server = await startEmbeddedPostgres(path.join(base, "pg"));
try {
  await ensureDatabase(server.url(), "bench");
  const database = connectDatabase(server.url("bench"));
  await runMigrations(database.db);
  const first = await importCorpus({ pool: database.pool, corpusDir: env.KB_CORPUS_DIR });
  const second = await importCorpus({ pool: database.pool, corpusDir: env.KB_CORPUS_DIR });
  await database.close();
  console.log(
    `corpus: ${env.KB_CORPUS_DIR}; ${os.cpus().length} cores; load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const s of first.sources)
    console.log(`  ${s.source.padEnd(30)} ${String(s.rows).padStart(7)} rows  ${s.seconds.toFixed(1)} s`);
  console.log(`fresh import: ${first.totalRows} rows in ${first.seconds.toFixed(1)} s (target ≤ 60 s)`);
  console.log(
    `second run (unchanged files): ${second.seconds.toFixed(1)} s, ${second.sources.filter((s) => s.status === "unchanged").length}/${second.sources.length} sources unchanged`,
  );
  if (first.seconds > 60) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(base, { recursive: true, force: true });
}
