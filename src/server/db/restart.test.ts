import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../scripts/build-server.mjs";
import { serverIsStale } from "../../../scripts/prepare.mjs";
import { until } from "../../../tests/setup/server-process.js";
import { findFreePort } from "./free-port.js";
import { isSameProcessAlive } from "./process-identity.js";

const root = path.resolve(import.meta.dirname, "../../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-restart-"));
fs.chmodSync(scratch, 0o755);
const dataDir = path.join(scratch, "data");
fs.mkdirSync(dataDir, { mode: 0o755 });
const bundle = path.join(root, "dist", "server", "main.js");
const running: ChildProcess[] = [];

// The production bundle `npm start` runs: plain node, no TypeScript loader.
beforeAll(async () => {
  if (serverIsStale()) await buildServer();
}, 120_000);

async function startServer(port: number, args: string[] = [], output?: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle, ...args], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      KB_AUTO_IMPORT: "false",
      LOG_LEVEL: "silent",
      DATABASE_URL: "",
    },
    stdio: ["ignore", output ? "pipe" : "ignore", "ignore"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output?.push(chunk.toString("utf8")));
  running.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("the embedded database across restarts", () => {
  it("is served by the bundle alone, which npm start runs", () => {
    const bundled = fs.readFileSync(bundle, "utf8");
    expect(bundled).not.toMatch(/from "tsx|@common\/|@server\//);
    const start = (
      JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts.start;
    expect(start).toBe("node scripts/start.mjs");
    expect(fs.readFileSync(path.join(root, "scripts/start.mjs"), "utf8")).toContain("dist/server/main.js");
  });

  it("keeps conversations after kill -9 and is not blocked by the stale lock", async () => {
    const port = await findFreePort();
    const first = await startServer(port);
    // One visitor across the crash: the cookie's signing secret is kept in the database too.
    const visitor = await fetch(`http://127.0.0.1:${port}/api/visitor`);
    const cookie = (visitor.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const created = await fetch(`http://127.0.0.1:${port}/api/conversations`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ title: "Before the crash" }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    expect(fs.existsSync(path.join(dataDir, "angelicus.lock"))).toBe(true);

    const port2 = await findFreePort();
    const second = await startServer(port2);
    const list = (await (
      await fetch(`http://127.0.0.1:${port2}/api/conversations`, { headers: { cookie } })
    ).json()) as { items: { id: string }[] };
    expect(list.items.map((c) => c.id)).toContain(id);

    second.kill("SIGTERM");
    await new Promise((r) => second.once("exit", r));
    expect(fs.existsSync(path.join(dataDir, "angelicus.lock"))).toBe(false);
  }, 120_000);

  it("spawns PostgreSQL before it loads the server's code, and stops it with the server", async () => {
    const port = await findFreePort();
    const output: string[] = [];
    const server = await startServer(port, ["--trace-start"], output);
    // The trace is printed once the article index is built, just after listening.
    await until(() => output.join("").includes("start: listen"), 60_000);
    const steps = new Map(
      [...output.join("").matchAll(/^start: (.+?)\s+at\s+(\d+) ms, took\s+(-?\d+) ms$/gm)].map((m) => [
        m[1] as string,
        { at: Number(m[2]), took: Number(m[3]) },
      ]),
    );
    const launch = steps.get("postgresql launch (entry)");
    const modules = steps.get("node and modules");
    expect(launch).toBeDefined();
    expect(steps.get("postgresql (spawned first)")).toBeDefined();
    // Spawned before the server's code had loaded, not once it was.
    expect((launch?.at ?? 0) + (launch?.took ?? 0)).toBeLessThan(modules?.took ?? 0);

    const pidFile = path.join(dataDir, "pg", "postmaster.pid");
    const postmaster = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
    expect(isSameProcessAlive({ pid: postmaster, startTicks: null })).toBe(true);
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    expect(isSameProcessAlive({ pid: postmaster, startTicks: null })).toBe(false);
    expect(fs.existsSync(pidFile)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "angelicus.lock"))).toBe(false);
  }, 120_000);
});
