import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

/** Runs `code` in a new Node process (TypeScript through tsx) and gives what it prints. */
function run(code: string): string {
  return execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: root,
    encoding: "utf8",
  }).trim();
}

const UNDICI = "process.moduleLoadList.some((m) => m.includes('undici'))";

describe("loading the PostgreSQL driver at start", () => {
  it("does not load Node's fetch implementation, and leaves no navigator behind", () => {
    const printed = run(`
      const { loadPg } = await import("./src/server/db/load-pg.ts");
      await loadPg();
      const pg = await import("pg");
      console.log(JSON.stringify({ undici: ${UNDICI}, navigator: typeof globalThis.navigator, pool: typeof pg.default.Pool }));
    `);
    expect(JSON.parse(printed)).toEqual({ undici: false, navigator: "undefined", pool: "function" });
  });

  it("is needed: loaded plainly, the driver loads it", () => {
    const printed = run(`await import("pg"); console.log(JSON.stringify({ undici: ${UNDICI} }));`);
    expect(JSON.parse(printed)).toEqual({ undici: typeof globalThis.navigator === "undefined" });
  });
});
