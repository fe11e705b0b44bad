import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { loadEnv } from "../../src/server/config/env.js";
import { connectDatabase, type Database } from "../../src/server/db/client.js";
import { runMigrations } from "../../src/server/db/migrate.js";
import { type ImportSummary, importCorpus } from "../../src/server/knowledge-base/import/import-corpus.js";
import { refreshRetrievalIndex } from "../../src/server/knowledge-base/retrieval/index.js";

export interface TestDatabase extends Database {
  url: string;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /** Start from a copy of a database holding the whole real corpus (imported once per run). */
  corpus?: boolean;
}

function urlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The name of this run's corpus template; the first test file that needs it builds it, under a lock. */
async function corpusTemplate(): Promise<string> {
  const name = `corpus_${inject("runId")}`;
  await withAdmin(async (admin) => {
    await admin.query("select pg_advisory_lock(7263)");
    try {
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const database = connectDatabase(urlFor(inject("adminDatabaseUrl"), building), 4);
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
    } finally {
      await admin.query("select pg_advisory_unlock(7263)");
    }
  });
  return name;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The summary of the one whole-corpus import this run made (building the template if no file has yet). */
export async function corpusImportSummary(): Promise<ImportSummary> {
  const name = await corpusTemplate();
  const text = await withAdmin(async (admin) => {
    const found = await admin.query<{ summary: string | null }>(
      "select shobj_description(oid, 'pg_database') as summary from pg_database where datname = $1",
      [name],
    );
    return found.rows[0]?.summary ?? null;
  });
  if (!text) throw new Error(`the corpus template ${name} carries no import summary`);
  return JSON.parse(text) as ImportSummary;
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const template = options.corpus ? await corpusTemplate() : null;
  await withAdmin((admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const url = urlFor(inject("adminDatabaseUrl"), name);
  const database = connectDatabase(url, 5);
  if (!template) await runMigrations(database.db);
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
