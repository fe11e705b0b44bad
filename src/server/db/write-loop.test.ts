import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ServerProcess,
  spawnServer,
  stopServer,
  until,
  untilReady,
} from "../../../tests/setup/server-process.js";
import { createTestDatabase } from "../../../tests/setup/test-database.js";

const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-faults-"));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer({ KB_AUTO_IMPORT: "false", ...env });
  servers.push(server);
  await untilReady(server);
  return server;
}

/** Creates conversations from a few clients at once; keeps the ids the server acknowledged (201). */
function writeLoop(server: ServerProcess) {
  const acknowledged: string[] = [];
  let failures = 0;
  let running = true;
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      try {
        const res = await fetch(`${server.base}/api/conversations`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ title: `write ${n}.${i}` }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        else failures++;
      } catch {
        failures++;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const clients = Promise.all([1, 2, 3, 4].map(client));
  return {
    acknowledged,
    failures: () => failures,
    stop: async () => {
      running = false;
      await clients;
    },
  };
}

describe("acknowledged writes", () => {
  it("are all kept when the Node process is killed during a write loop", async () => {
    const database = await createTestDatabase();
    try {
      const server = await start({ DATABASE_URL: database.url });
      const loop = writeLoop(server);
      await until(() => loop.acknowledged.length >= 50, 30_000);
      server.child.kill("SIGKILL");
      await server.exited;
      await loop.stop();
      const ids = [...loop.acknowledged];
      const found = await database.pool.query("select id from conversations where id = any($1::uuid[])", [
        ids,
      ]);
      expect(ids.length).toBeGreaterThanOrEqual(50);
      expect(found.rowCount).toBe(ids.length);
    } finally {
      await database.drop();
    }
  }, 120_000);

  it("are all kept when PostgreSQL is killed during a write loop, and the server recovers", async () => {
    const dir = dataDir();
    const server = await start({ DATA_DIR: dir });
    const loop = writeLoop(server);
    await until(() => loop.acknowledged.length >= 50, 30_000);
    const postmaster = Number.parseInt(fs.readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8"), 10);
    const before = loop.acknowledged.length;
    // Killed outright, the postmaster and every backend with it.
    for (const pid of [postmaster, ...childrenOf(postmaster)]) process.kill(pid, "SIGKILL");
    await until(() => loop.failures() > 0, 30_000);
    // The server lives on, starts its PostgreSQL again, and takes writes again.
    await until(() => loop.acknowledged.length >= before + 50, 90_000);
    await loop.stop();
    expect(server.child.exitCode).toBeNull();
    const ids = [...loop.acknowledged];
    const missing: string[] = [];
    for (const id of ids) {
      const res = await fetch(`${server.base}/api/conversations/${id}`);
      if (res.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
    const health = await (await fetch(`${server.base}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok" });
  }, 180_000);

  it("Ctrl-C during the first import stops cleanly, releasing the data folder", async () => {
    const dir = dataDir();
    const server = await spawnServer({ DATA_DIR: dir, KB_AUTO_IMPORT: "true" });
    servers.push(server);
    await until(() => server.output().includes("importing the corpus"), 120_000);
    await new Promise((r) => setTimeout(r, 2000));
    const asked = Date.now();
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
    expect(Date.now() - asked).toBeLessThan(60_000);
    expect(server.output()).toMatch(/Stopped before the server was ready/);
    expect(fs.existsSync(path.join(dir, "angelicus.lock"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "pg", "postmaster.pid"))).toBe(false);
  }, 180_000);
});

function childrenOf(pid: number): number[] {
  return fs.readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return ppid === pid ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}
