import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./app-context.js";
import { ConfigError, loadProcessEnv } from "./config/env.js";
import { DataDirLockedError } from "./db/data-lock.js";
import { takeEarlyPostgres } from "./db/early-postgres.js";
import { takeOverShutdownSignals } from "./db/embedded-postgres.js";
import { type OpenDatabase, openDatabase } from "./db/open-database.js";
import { newPresenceKey, type Presence, startPresence } from "./db/presence.js";
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
    // The connections the steps below use are opened now, while the server's code is still loading.
    const replyOwner = newPresenceKey();
    const presenceShown = trace.step("presence", () =>
      startPresence((database as OpenDatabase).url, () => {}, replyOwner),
    );
    presenceShown.catch(() => {
      // Awaited below.
    });
    warmPool(pool, 3);
    const { articleRanker, buildApp, ensureRetrievalIndex, importCorpusIfIncomplete, sweepOrphanedReplies } =
      await serving;
    // Independent steps, run together: what waits on the database overlaps the routes' making.
    const ctx: AppContext = { db, pool, env, replyOwner };
    const [present, swept, checked, made] = await Promise.allSettled([
      presenceShown,
      trace.step("sweep replies", () => sweepOrphanedReplies(pool)),
      trace.step("knowledge base check", () =>
        importCorpusIfIncomplete(pool, env, log, {
          signal: stopping.signal,
          afterImport: () => trace.step("retrieval index", () => ensureRetrievalIndex(db)),
        }),
      ),
      trace.step("routes", () =>
        buildApp(ctx, { clientDir: env.CLIENT_DIR, logger: { level: env.LOG_LEVEL } }),
      ),
    ]);
    // What did start is kept, to be stopped should another step have failed.
    if (present.status === "fulfilled") presence = present.value;
    if (made.status === "fulfilled") app = made.value;
    for (const step of [present, swept, checked, made]) if (step.status === "rejected") throw step.reason;
    if (swept.status === "fulfilled" && swept.value > 0)
      log(`${swept.value} reply(ies) cut short by a stopped server were marked failed.`);
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
        const { failRepliesOf } = await serving;
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
