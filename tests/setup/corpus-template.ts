import pg from "pg";
import { loadEnv } from "../../src/server/config/env.js";
import { connectDatabase } from "../../src/server/db/client.js";
import { runMigrations } from "../../src/server/db/migrate.js";
import { importCorpus } from "../../src/server/knowledge-base/import/import-corpus.js";
import { refreshRetrievalIndex } from "../../src/server/knowledge-base/retrieval/index.js";

export const corpusTemplateName = (runId: string) => `corpus_${runId}`;

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Builds the run's corpus template `corpus_<runId>` on the PostgreSQL of `adminUrl` unless it is there:
 * the whole real corpus imported once, under an advisory lock, so that whoever comes second (a test file,
 * or the suite script that builds it while lint and types run) waits and finds it built.
 */
export async function ensureCorpusTemplate(adminUrl: string, runId: string): Promise<string> {
  const name = corpusTemplateName(runId);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(7263)");
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const database = connectDatabase(databaseUrl(adminUrl, building), 4);
    try {
      await runMigrations(database.db);
      const summary = await importCorpus({ pool: database.pool, corpusDir: loadEnv().KB_CORPUS_DIR });
      await refreshRetrievalIndex(database.db);
      // The import's own report travels with the template, for the test that checks the import itself.
      await admin.query(`comment on database ${building} is ${literal(JSON.stringify(summary))}`);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock(7263)").catch(() => {});
    await admin.end();
  }
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
