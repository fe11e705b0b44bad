import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataLock, DataDirLockedError } from "./data-lock.js";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-lock-"));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe("acquireDataLock", () => {
  it("refuses a folder held by a live process", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "angelicus.lock"), String(process.ppid));
    expect(() => acquireDataLock(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a lock whose owner is dead and removes it on release", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, [
      "-e",
      "process.stdout.write(String(process.pid))",
    ]).stdout.toString();
    fs.writeFileSync(path.join(dir, "angelicus.lock"), dead);
    const release = acquireDataLock(dir);
    expect(fs.readFileSync(path.join(dir, "angelicus.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "angelicus.lock"))).toBe(false);
  });
});
