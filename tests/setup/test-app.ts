import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.js";
import type { AppContext } from "../../src/server/app-context.js";
import { loadEnv } from "../../src/server/config/env.js";
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  ctx: AppContext;
  close: () => Promise<void>;
}

/**
 * The real application on a database of its own, for requests through `app.inject`; with
 * `{ corpus: true }` that database starts as a copy of the whole imported corpus.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestDatabaseOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const ctx: AppContext = {
    db: database.db,
    pool: database.pool,
    env: loadEnv({ NODE_ENV: "test", DATABASE_URL: database.url, ...env }),
  };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    database,
    ctx,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
