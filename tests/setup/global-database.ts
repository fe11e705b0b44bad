import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../src/server/db/embedded-postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the server named by TEST_DATABASE_URL, or an embedded one in a
 * throwaway folder. Each test file creates and drops its own database on it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide("adminDatabaseUrl", external);
    return;
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
