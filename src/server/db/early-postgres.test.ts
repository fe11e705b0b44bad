import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCK_FILE, readLock } from "./data-lock.js";
import {
  earlyPostgresDir,
  launchPostgresEarly,
  postgresBinary,
  postgresUser,
  takeEarlyPostgres,
} from "./early-postgres.js";
import { type EmbeddedServer, startEmbeddedPostgres } from "./embedded-postgres.js";
import { isSameProcessAlive, processStartTicks } from "./process-identity.js";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-early-"));
fs.chmodSync(scratch, 0o755);
const dataDir = path.join(scratch, "data");
const pgDir = path.join(dataDir, "pg");
const servers: EmbeddedServer[] = [];

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>("select 1 as one")).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // An initialised folder, as a first start leaves it.
  const first = await startEmbeddedPostgres(pgDir, { restartOnExit: false });
  await first.stop();
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("the PostgreSQL spawned before the server's code loads", () => {
  it("is spawned only for an initialised embedded folder, never with DATABASE_URL", () => {
    expect(earlyPostgresDir({ DATA_DIR: dataDir })).toBe(pgDir);
    expect(earlyPostgresDir({ DATA_DIR: dataDir, DATABASE_URL: "postgres://db/angelicus" })).toBeNull();
    // A first start (no PG_VERSION yet) runs initdb the ordinary way.
    expect(earlyPostgresDir({ DATA_DIR: path.join(scratch, "new") })).toBeNull();
    expect(earlyPostgresDir({ DATA_DIR: "" })).toBeNull();
  });

  it("finds the server binary and, for root, the postgres user", () => {
    expect(postgresBinary()).toMatch(/native\/bin\/postgres$/);
    const passwd = path.join(scratch, "passwd");
    fs.writeFileSync(passwd, "root:x:0:0::/root:/bin/sh\npostgres:x:101:104:PostgreSQL:/var/lib:/bin/sh\n");
    expect(postgresUser(passwd)).toEqual({ uid: 101, gid: 104 });
    fs.writeFileSync(passwd, "root:x:0:0::/root:/bin/sh\n");
    expect(postgresUser(passwd)).toBeNull();
  });

  it("leaves a folder in use by a running server to the ordinary start, untouched", async () => {
    // The lock of a live process that is not this one: this test's parent.
    const lock = path.join(dataDir, LOCK_FILE);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(
      lock,
      JSON.stringify({ pid: process.ppid, startTicks: processStartTicks(process.ppid) }),
    );
    expect(await launchPostgresEarly({ DATA_DIR: dataDir })).toBeNull();
    expect(readLock(lock)?.pid).toBe(process.ppid);
    fs.rmSync(lock);
  });

  it("stops a PostgreSQL whose server is gone, spawns its own holding the lock, and frees all for another folder", async () => {
    // Still running with no server holding the folder: as after a server stopped, its PostgreSQL not yet.
    const left = await startEmbeddedPostgres(pgDir, { restartOnExit: false });
    servers.push(left);
    const leftPid = left.pid() as number;
    const early = await launchPostgresEarly({ DATA_DIR: dataDir });
    expect(early).not.toBeNull();
    if (!early) return;
    expect(isSameProcessAlive({ pid: leftPid, startTicks: null })).toBe(false);
    expect(early.child.pid).not.toBe(leftPid);
    await early.ready;
    expect(await selectOne(`postgresql://angelicus:angelicus@127.0.0.1:${early.port}/postgres`)).toBe(1);
    expect(readLock(path.join(dataDir, LOCK_FILE))?.pid).toBe(process.pid);
    expect(early.spawnedAtMs).toBeGreaterThanOrEqual(early.launchedAtMs);
    // Another folder's server does not take it: it is stopped and the folder freed.
    expect(takeEarlyPostgres(path.join(scratch, "other", "pg"))).toBeNull();
    expect(early.child.killed).toBe(true);
    await new Promise((r) => (early.child.exitCode === null ? early.child.once("exit", r) : r(null)));
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);
});

describe("taking over the PostgreSQL spawned first", () => {
  it("connects to the very process spawned, and stopping the server stops it", async () => {
    // The module keeps one launch per process, as a start makes one: loaded afresh, as a new process would.
    vi.resetModules();
    const fresh = await import("./early-postgres.js");
    const embedded = await import("./embedded-postgres.js");
    const early = await fresh.launchPostgresEarly({ DATA_DIR: dataDir });
    expect(early).not.toBeNull();
    if (!early) return;
    const taken = fresh.takeEarlyPostgres(pgDir);
    expect(taken).toBe(early);
    let launched = false;
    const server = await embedded.startEmbeddedPostgres(pgDir, {
      adopt: taken,
      restartOnExit: false,
      onLaunch: () => {
        launched = true;
      },
    });
    servers.push(server);
    expect(launched).toBe(true);
    expect(server.pid()).toBe(early.child.pid);
    expect(early.readyAtMs).not.toBeNull();
    expect(await selectOne(server.url())).toBe(1);
    await server.stop();
    expect(early.child.exitCode !== null || early.child.signalCode !== null).toBe(true);
    expect(fs.existsSync(path.join(pgDir, "postmaster.pid"))).toBe(false);
    early.releaseLock();
  }, 60_000);
});
