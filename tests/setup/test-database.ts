import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase, type Database } from "../../src/server/db/client.js";
import { runMigrations } from "../../src/server/db/migrate.js";
import type { ImportSummary } from "../../src/server/knowledge-base/import/import-corpus.js";
import { databaseUrl, ensureCorpusTemplate } from "./corpus-template.js";

export interface TestDatabase extends Database {
  url: string;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /** Start from a copy of a database holding the whole real corpus (imported once per run). */
  corpus?: boolean;
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

/** The name of this run's corpus template; the first that needs it builds it. */
const corpusTemplate = () => ensureCorpusTemplate(inject("adminDatabaseUrl"), inject("runId"));

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
  const url = databaseUrl(inject("adminDatabaseUrl"), name);
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
