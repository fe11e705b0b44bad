import path from "node:path";
import { buildApp } from "./app.js";
import type { AppContext } from "./app-context.js";
import { ConfigError, loadProcessEnv } from "./config/env.js";
import { DataDirLockedError } from "./db/data-lock.js";
import { openDatabase } from "./db/open-database.js";
import { importCorpusIfEmpty } from "./knowledge-base/import/on-start.js";
import { ensureRetrievalIndex } from "./knowledge-base/retrieval/index.js";
import { articleRanker } from "./knowledge-base/retrieval/memory/load-ranker.js";

async function main(): Promise<void> {
  const env = loadProcessEnv();
  const log = (line: string) => console.log(line);
  const database = await openDatabase(env, log);
  await importCorpusIfEmpty(database.pool, env, log);
  await ensureRetrievalIndex(database.db);
  // The in-process article index is built now, not on the first learner's question.
  await articleRanker(database.db);
  const ctx: AppContext = { db: database.db, pool: database.pool, env };
  const app = await buildApp(ctx, { clientDir: env.CLIENT_DIR, logger: { level: env.LOG_LEVEL } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  console.log(
    `Angelicus is ready at http://${shown}:${env.PORT} (data: ${path.relative(process.cwd(), env.DATA_DIR) || "."})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
