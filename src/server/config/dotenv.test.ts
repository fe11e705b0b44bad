import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyDotEnv } from "./dotenv.js";
import { loadEnv } from "./env.js";

describe("applyDotEnv", () => {
  const dirs: string[] = [];
  const write = (text: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-dotenv-"));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, ".env"), text);
    return path.join(dir, ".env");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sets what the file names, with comments, quotes and blank lines", () => {
    const file = write('# a comment\nPORT=5050\n\nAI_PROVIDER="openai-compatible"\nAI_MODEL=llama3.2 \n');
    const target: Record<string, string | undefined> = {};
    expect(applyDotEnv(file, target).sort()).toEqual(["AI_MODEL", "AI_PROVIDER", "PORT"]);
    expect(target).toEqual({ PORT: "5050", AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.2" });
  });

  it("never overrides a variable the environment already sets", () => {
    const file = write("PORT=5050\nHOST=127.0.0.1\n");
    const target: Record<string, string | undefined> = { PORT: "6000" };
    applyDotEnv(file, target);
    expect(target).toEqual({ PORT: "6000", HOST: "127.0.0.1" });
  });

  it("is quiet when there is no file, and the values reach the validated configuration", () => {
    expect(applyDotEnv(path.join(os.tmpdir(), "no-such-dir-angelicus", ".env"), {})).toEqual([]);
    const target: Record<string, string | undefined> = {};
    applyDotEnv(write("PORT=5123\nKB_AUTO_IMPORT=false\n"), target);
    const env = loadEnv(target);
    expect(env.PORT).toBe(5123);
    expect(env.KB_AUTO_IMPORT).toBe(false);
  });
});
