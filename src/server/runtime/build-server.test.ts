import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../scripts/build-server.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
// Inside the repository, as a bundle must be to find node_modules.
const out = fs.mkdtempSync(path.join(root, "dist", "build-test-"));
const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-build-"));
afterAll(() => {
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(cwd, { recursive: true, force: true });
});

describe("the server build", () => {
  it("writes the entry and every chunk it imports beside it", async () => {
    const entry = await buildServer(path.join(out, "main.js"));
    // Every chunk the entry imports, and those they import in turn.
    const chunks = new Set<string>();
    const follow = (file: string) => {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(/from "\.\/([\w-]+\.js)"|import\("\.\/([\w-]+\.js)"\)/g)) {
        const chunk = (m[1] ?? m[2]) as string;
        if (chunks.has(chunk)) continue;
        chunks.add(chunk);
        expect(fs.existsSync(path.join(out, chunk)), chunk).toBe(true);
        follow(path.join(out, chunk));
      }
    };
    follow(entry);
    // The server's own code loads in chunks of its own, after the database is on its way.
    expect([...chunks].some((c) => c.startsWith("run-server-"))).toBe(true);
    expect([...chunks].some((c) => c.startsWith("serving-"))).toBe(true);
    expect(fs.readdirSync(out).filter((f) => f.endsWith(".partial"))).toEqual([]);
  }, 120_000);

  it("takes --if-stale as an option, never as the name of a file to write", () => {
    execFileSync(process.execPath, [path.join(root, "scripts/build-server.mjs"), "--if-stale"], { cwd });
    expect(fs.readdirSync(cwd)).toEqual([]);
  }, 120_000);
});
