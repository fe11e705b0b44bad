import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../src/server/db/embedded-postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    runId: string;
  }
}

/**
 * One PostgreSQL for the whole run: the server named by TEST_DATABASE_URL, or an embedded one in a
 * throwaway folder. Each test file creates and drops its own database on it. A caller that names the run
 * (TEST_RUN_ID, as scripts/test-all.sh does) keeps the corpus template `corpus_<run>` for later use and
 * drops it itself.
 */
export default async function setup(project: TestProject) {
  const named = process.env.TEST_RUN_ID;
  if (named !== undefined && !/^[a-z0-9_]{1,40}$/.test(named))
    throw new Error("TEST_RUN_ID may hold only lower-case letters, digits and underscores (at most 40).");
  const runId = named || randomUUID().replaceAll("-", "").slice(0, 12);
  project.provide("runId", runId);
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide("adminDatabaseUrl", external);
    return named ? undefined : () => dropCorpusTemplate(external, runId);
  }
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-test-"));
  fs.chmodSync(base, 0o755);
  const server = await startEmbeddedPostgres(path.join(base, "pg"));
  project.provide("adminDatabaseUrl", server.url("postgres"));
  return async () => {
    await server.stop();
    fs.rmSync(base, { recursive: true, force: true });
  };
}

async function dropCorpusTemplate(adminUrl: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists corpus_${runId} with (force)`);
  await client.end();
}
