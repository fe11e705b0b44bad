import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { OutputAsset, OutputChunk, RollupOutput } from "rollup";
import { build, createLogger } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticClosure } from "../../scripts/vite/first-paint";
import { PRELOADED_FONTS } from "../../scripts/vite/route-chunks";

/**
 * The JavaScript a first visit downloads before a page can show (gzip, level 9): the entry, what it imports,
 * and the route's own chunk with what that imports. Built from the real sources with the real config.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUDGETS = [{ path: "/", module: "src/client/home/landing-page.tsx", limit: 120_000 }] as const;

let outDir = "";
let output: (OutputChunk | OutputAsset)[] = [];
/** What the build warned of (Rollup's warnings reach Vite's logger). */
const warnings: string[] = [];

function routeBytes(module: string): { bytes: number; files: string[] } {
  const bundle = Object.fromEntries(output.map((item) => [item.fileName, item]));
  const entry = output.find((item): item is OutputChunk => item.type === "chunk" && item.isEntry);
  const page = output.find(
    (item): item is OutputChunk => item.type === "chunk" && item.facadeModuleId === path.join(ROOT, module),
  );
  if (!entry || !page) throw new Error(`No entry or no chunk for ${module}`);
  const files = new Set([...staticClosure(bundle, entry.fileName), ...staticClosure(bundle, page.fileName)]);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
  return { bytes, files: [...files] };
}

/** A logger that keeps the build's warnings and errors and prints nothing. */
function warningsInto(list: string[]) {
  const logger = createLogger("silent");
  return {
    ...logger,
    warn: (message: string) => void list.push(message),
    warnOnce: (message: string) => void list.push(message),
    error: (message: string) => void list.push(message),
  };
}

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-budget-"));
  // The test runner sets NODE_ENV=test, which would make Vite bundle React's development build.
  const runnerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  const result = await build({
    mode: "production",
    configFile: path.join(ROOT, "vite.config.ts"),
    customLogger: warningsInto(warnings),
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = runnerEnv;
  });
  const first = Array.isArray(result) ? result[0] : (result as RollupOutput);
  output = first?.output ?? [];
}, 300_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe("first paint budget", () => {
  for (const budget of BUDGETS) {
    it(`loads at most ${budget.limit / 1000} kB of JavaScript (gzip) before ${budget.path} shows`, () => {
      const { bytes, files } = routeBytes(budget.module);
      expect(bytes, `${budget.path}: ${files.join(", ")}`).toBeLessThanOrEqual(budget.limit);
    });
  }

  it("builds without a warning", () => {
    expect(warnings).toEqual([]);
  });

  it.todo("loads at most 170 kB of JavaScript (gzip) before /chat shows");

  it("does not send zod to the landing page", () => {
    const { files } = routeBytes("src/client/home/landing-page.tsx");
    const withZod = output.filter(
      (item): item is OutputChunk =>
        item.type === "chunk" &&
        files.includes(item.fileName) &&
        Object.keys(item.modules).some((id) => id.includes("/node_modules/zod/")),
    );
    expect(withZod.map((chunk) => chunk.fileName)).toEqual([]);
  });

  it("preloads the route's chunk with the entry and the Latin fonts in the page", () => {
    const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
    const chat = output.find(
      (item): item is OutputChunk =>
        item.type === "chunk" && item.facadeModuleId === path.join(ROOT, "src/client/routes/chat-route.tsx"),
    );
    const routes = JSON.parse(html.match(/const routes = (.*);/)?.[1] ?? "[]") as [string, string[]][];
    expect(routes.find(([p]) => p === "/chat")?.[1]).toContain(`/${chat?.fileName}`);

    const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="\/assets\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded).toHaveLength(PRELOADED_FONTS.length);
    for (const name of PRELOADED_FONTS)
      expect(preloaded.some((file) => file?.startsWith(`${name}-`))).toBe(true);
  });

  it("ships only the Latin and Latin Extended font subsets", () => {
    const fonts = output.filter((item) => item.fileName.endsWith(".woff2")).map((item) => item.fileName);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/-latin(-ext)?-wght-/);
  });
});
