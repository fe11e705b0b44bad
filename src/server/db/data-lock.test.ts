import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataLock, DataDirLockedError, stopOrphanedPostgres } from "./data-lock.js";
import { processStartEpochSeconds, processStartTicks } from "./process-identity.js";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-lock-"));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
const lockOf = (dir: string) => path.join(dir, "angelicus.lock");

function sleeper() {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_, s) => resolve(s)));
  return { child, exited };
}

describe("acquireDataLock", () => {
  it("records the owner's pid and start time", () => {
    const dir = tempDir();
    const release = acquireDataLock(dir);
    expect(JSON.parse(fs.readFileSync(lockOf(dir), "utf8"))).toEqual({
      pid: process.pid,
      startTicks: processStartTicks(process.pid),
    });
    release();
    expect(fs.existsSync(lockOf(dir))).toBe(false);
  });

  it("refuses a folder held by a live process", () => {
    const dir = tempDir();
    const owner = { pid: process.ppid, startTicks: processStartTicks(process.ppid) };
    fs.writeFileSync(lockOf(dir), JSON.stringify(owner));
    expect(() => acquireDataLock(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(lockOf(dir), String(process.ppid));
    expect(() => acquireDataLock(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a lock whose pid now belongs to a process that started later", () => {
    const dir = tempDir();
    const reused = { pid: process.ppid, startTicks: (processStartTicks(process.ppid) ?? 1) - 1 };
    fs.writeFileSync(lockOf(dir), JSON.stringify(reused));
    const release = acquireDataLock(dir);
    expect(JSON.parse(fs.readFileSync(lockOf(dir), "utf8")).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock whose owner is dead and removes it on release", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, [
      "-e",
      "process.stdout.write(String(process.pid))",
    ]).stdout.toString();
    fs.writeFileSync(lockOf(dir), dead);
    const release = acquireDataLock(dir);
    expect(JSON.parse(fs.readFileSync(lockOf(dir), "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockOf(dir))).toBe(false);
  });
});

describe("stopOrphanedPostgres", () => {
  const writePidFile = (dir: string, pid: number, startedAt: number) =>
    fs.writeFileSync(path.join(dir, "postmaster.pid"), `${pid}\n${dir}\n${startedAt}\n5432\n`);

  it("leaves alone a process that reuses the pid of a dead PostgreSQL, and clears the stale file", async () => {
    const dir = tempDir();
    const { child, exited } = sleeper();
    writePidFile(dir, child.pid as number, 1_000_000_000);
    await stopOrphanedPostgres(dir);
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBeNull();
    expect(fs.existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
    child.kill("SIGKILL");
    await exited;
  });

  it("stops the process that wrote the file", async () => {
    const dir = tempDir();
    const { child, exited } = sleeper();
    await new Promise((r) => setTimeout(r, 50));
    writePidFile(dir, child.pid as number, Math.round(processStartEpochSeconds(child.pid as number) ?? 0));
    await stopOrphanedPostgres(dir);
    expect(await exited).toBe("SIGINT");
  });
});
