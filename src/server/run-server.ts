import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./app-context.js";
import { failRepliesOf, sweepOrphanedReplies } from "./chat/pending-replies.js";
import { ConfigError, loadProcessEnv } from "./config/env.js";
import { DataDirLockedError } from "./db/data-lock.js";
import { takeEarlyPostgres } from "./db/early-postgres.js";
import { takeOverShutdownSignals } from "./db/embedded-postgres.js";
import { type OpenDatabase, openDatabase } from "./db/open-database.js";
import { newPresenceKey, type Presence, startPresence } from "./db/presence.js";
import { importCorpusIfIncomplete } from "./knowledge-base/import/on-start.js";
import { questionMeaning } from "./knowledge-base/meaning/question-meaning.js";
import { ensureRetrievalIndex } from "./knowledge-base/retrieval/article-index.js";
import { startTrace } from "./runtime/start-trace.js";

/** How often a server looks for replies left pending by a server process that died. */
const SWEEP_INTERVAL_MS = 30_000;

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const trace = startTrace();
  const env = loadProcessEnv();
  // The PostgreSQL the entry spawned before loading this code, if it did (see main.ts).
  const early = takeEarlyPostgres(env.DATABASE_URL ? null : path.join(env.DATA_DIR, "pg"));
  if (early) trace.record("postgresql launch (entry)", early.launchedAtMs, early.spawnedAtMs);
  const tracing =
    process.argv.includes("--trace-start") || env.LOG_LEVEL === "debug" || env.LOG_LEVEL === "trace";
  // Ctrl-C or SIGTERM at any moment, the first import included, ends here: in-progress work stops or
  // finishes within a bound, then the database (and the embedded PostgreSQL) is closed.
  takeOverShutdownSignals();
  const stopping = new AbortController();
  let database: OpenDatabase | null = null;
  let presence: Presence | null = null;
  let app: FastifyInstance | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  let closing = false;

  let launched = () => {};
  const postgresRuns = new Promise<void>((resolve) => {
    launched = resolve;
  });
  const opening = openDatabase(env, log, trace.step, launched, early);
  const opened = opening.then(
    () => {},
    () => {},
  );
  // The bulk of the server's code loads while PostgreSQL gets ready for connections, on the other core.
  const serving = Promise.race([postgresRuns, opened]).then(() =>
    trace.step("server modules", () => import("./serving.js")),
  );
  serving.catch(() => {
    // Reported by whoever awaits it.
  });

  const start = async () => {
    database = await opening;
    if (early?.readyAtMs) trace.record("postgresql (spawned first)", early.spawnedAtMs, early.readyAtMs);
    stopping.signal.throwIfAborted();
    const { pool, db } = database;
    // The steps that need only the database start now, while the server's code may still be loading; the
    // routes are made once it has loaded. All run together, and all are awaited.
    const replyOwner = newPresenceKey();
    warmPool(pool, 3);
    const present = trace.step("presence", () =>
      startPresence((database as OpenDatabase).url, () => {}, replyOwner),
    );
    const swept = trace.step("sweep replies", () => sweepOrphanedReplies(pool));
    const checked = trace.step("knowledge base check", () =>
      importCorpusIfIncomplete(pool, env, log, {
        signal: stopping.signal,
        afterImport: () => trace.step("retrieval index", () => ensureRetrievalIndex(db)),
      }),
    );
    const ctx: AppContext = { db, pool, env, replyOwner };
    const made = serving.then(({ buildApp }) =>
      trace.step("routes", () =>
        buildApp(ctx, { clientDir: env.CLIENT_DIR, logger: { level: env.LOG_LEVEL } }),
      ),
    );
    const steps = await Promise.allSettled([present, swept, checked, made]);
    // What did start is kept, to be stopped should another step have failed.
    const [shownPresence, sweep, , madeApp] = steps;
    if (shownPresence.status === "fulfilled") presence = shownPresence.value;
    if (madeApp.status === "fulfilled") app = madeApp.value;
    for (const step of steps) if (step.status === "rejected") throw step.reason;
    if (sweep.status === "fulfilled" && sweep.value > 0)
      log(`${sweep.value} reply(ies) cut short by a stopped server were marked failed.`);
    const { articleRanker } = await serving;
    stopping.signal.throwIfAborted();
    sweeper = setInterval(() => void sweepOrphanedReplies(pool).catch(() => {}), SWEEP_INTERVAL_MS);
    sweeper.unref();
    await trace.step("listen", () => (app as FastifyInstance).listen({ port: env.PORT, host: env.HOST }));
    const shown = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    log(
      `Angelicus is ready at http://${shown}:${env.PORT} (data: ${path.relative(process.cwd(), env.DATA_DIR) || "."})`,
    );
    // The in-process article index is built once the server listens, not on the first learner's question:
    // a question asked meanwhile waits for it and gets the same answer, later (health: retrievalIndex).
    const showTrace = () => {
      if (tracing) for (const line of trace.lines()) log(line);
    };
    // So is the sentence encoder (decision 030), on its own thread, with one question to warm it.
    if (env.RETRIEVAL_MEANING) void questionMeaning("Whether God exists?");
    void trace
      .step("article index (listening)", () => articleRanker(db))
      .then(showTrace, (error: unknown) => {
        showTrace();
        if (!closing) log(`The article index was not built now; the first question will build it. ${error}`);
      });
  };
  const starting = start();

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down…`);
    stopping.abort();
    const started = await starting.then(
      () => true,
      () => false,
    );
    if (!started) log("Stopped before the server was ready; the next start finishes what is missing.");
    if (sweeper) clearInterval(sweeper);
    const server = app as FastifyInstance | null;
    if (server) {
      // Stops accepting requests and waits for those in progress (streamed replies included), up to a bound.
      const finished = await Promise.race([
        server.close().then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), env.SHUTDOWN_TIMEOUT_MS)),
      ]);
      const db = database as OpenDatabase | null;
      const me = presence as Presence | null;
      if (!finished && db && me) {
        const failed = await failRepliesOf(db.pool, me.key).catch(() => 0);
        log(
          `Replies still in progress after ${env.SHUTDOWN_TIMEOUT_MS} ms were ended (${failed} marked failed).`,
        );
      }
    }
    await (presence as Presence | null)?.stop();
    await (database as OpenDatabase | null)?.close().catch(() => {});
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => void shutdown(signal));
  }

  try {
    await starting;
  } catch (error) {
    if (closing) return;
    await (presence as Presence | null)?.stop();
    await (database as OpenDatabase | null)?.close().catch(() => {});
    throw error;
  }
}

/** Opens `count` connections of the pool ahead of the queries that will use them. */
function warmPool(pool: OpenDatabase["pool"], count: number): void {
  for (let i = 0; i < count; i++)
    pool.connect().then(
      (client) => client.release(),
      () => {
        // The step that needs the connection reports a database that does not answer.
      },
    );
}

/** Starts the server; the process ends with a message when it cannot. */
export function runServer(): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
