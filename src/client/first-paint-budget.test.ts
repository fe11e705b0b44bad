import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { OutputAsset, OutputChunk, RollupOutput } from "rollup";
import { build, createLogger } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkOf, staticClosure } from "../../scripts/vite/first-paint";
import { PRELOADED_FONTS } from "../../scripts/vite/route-chunks";

/**
 * The JavaScript a first visit downloads before a page can show (gzip, level 9): the entry, what it imports,
 * and the route's own chunk with what that imports. Built from the real sources with the real config.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUDGETS = [
  { path: "/", module: "src/client/home/landing-page.tsx", limit: 120_000 },
  { path: "/chat", module: "src/client/routes/chat-route.tsx", limit: 170_000 },
] as const;

/** Modules a page shows only when asked (its dialogs): they must not be in what the page loads first. */
const CHAT_DIALOGS = [
  "src/client/chat/components/passage/passage-dialog.tsx",
  "src/client/comparison/comparison-dialog.tsx",
  "src/client/materials/components/create-material-dialog.tsx",
  "src/client/chat/components/shared/confirm-dialog.tsx",
];

let outDir = "";
const KEPT_BUILD = process.env.CLIENT_BUILD_DIR || undefined;
let output: (OutputChunk | OutputAsset)[] = [];
/** What the build warned of (Rollup's warnings reach Vite's logger). */
const warnings: string[] = [];

function routeBytes(module: string): { bytes: number; files: string[] } {
  const bundle = Object.fromEntries(output.map((item) => [item.fileName, item]));
  const entry = output.find((item): item is OutputChunk => item.type === "chunk" && item.isEntry);
  const page = chunkOf(bundle, ROOT, module);
  if (!entry || !page) throw new Error(`No entry or no chunk for ${module}`);
  const files = new Set([...staticClosure(bundle, entry.fileName), ...staticClosure(bundle, page.fileName)]);
  // Every page runs page-start.js before its entry: it counts as much as the entry does.
  files.add("page-start.js");
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
  // scripts/test-all.sh names a folder to keep the build in: the end-to-end server then serves this build
  // instead of making its own.
  outDir = KEPT_BUILD ?? fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-budget-"));
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
  if (outDir && !KEPT_BUILD) fs.rmSync(outDir, { recursive: true, force: true });
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

  for (const module of ["src/client/home/landing-page.tsx", "src/client/routes/chat-route.tsx"]) {
    it(`does not send zod with ${path.basename(module)}`, () => {
      const { files } = routeBytes(module);
      const withZod = output.filter(
        (item): item is OutputChunk =>
          item.type === "chunk" &&
          files.includes(item.fileName) &&
          Object.entries(item.modules).some(
            ([id, rendered]) => id.includes("/node_modules/zod/") && rendered.renderedLength > 0,
          ),
      );
      expect(withZod.map((chunk) => chunk.fileName)).toEqual([]);
    });
  }

  it("loads the chat's dialogs only when they are opened", () => {
    const { files } = routeBytes("src/client/routes/chat-route.tsx");
    const first = new Set(
      output
        .filter((item): item is OutputChunk => item.type === "chunk" && files.includes(item.fileName))
        .flatMap((chunk) => chunk.moduleIds),
    );
    for (const dialog of CHAT_DIALOGS) {
      expect(first.has(path.join(ROOT, dialog)), dialog).toBe(false);
      // Still in the build, in a chunk of its own or shared with other code loaded later.
      expect(
        output.some((item) => item.type === "chunk" && item.moduleIds.includes(path.join(ROOT, dialog))),
        dialog,
      ).toBe(true);
    }
  });

  it("preloads the route's chunk with the entry and the Latin fonts in the page", () => {
    const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
    const bundle = Object.fromEntries(output.map((item) => [item.fileName, item]));
    const chat = chunkOf(bundle, ROOT, "src/client/routes/chat-route.tsx");
    const island = html.match(/<script type="application\/json" id="route-chunks">(.*?)<\/script>/)?.[1];
    const routes = JSON.parse(island ?? "[]") as [string, string[]][];
    expect(routes.find(([p]) => p === "/chat")?.[1]).toContain(`/${chat?.fileName}`);

    const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="\/assets\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded).toHaveLength(PRELOADED_FONTS.length);
    for (const name of PRELOADED_FONTS)
      expect(preloaded.some((file) => file?.startsWith(`${name}-`))).toBe(true);
  });

  it("has no inline script for the Content-Security-Policy to allow: data islands and files only", () => {
    const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, attrs = "", body = ""] of scripts) {
      const runs = !/type="application\/json"/.test(attrs);
      if (runs) expect(attrs, "a script the browser runs comes from a file").toMatch(/\ssrc="\//);
      if (runs) expect(body.trim()).toBe("");
    }
    // The start-up file is loaded blocking in <head>, after the route table it reads.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<script src="\/page-start\.js"><\/script>/);
    expect(head.indexOf('id="route-chunks"')).toBeLessThan(head.indexOf("/page-start.js"));
    expect(fs.existsSync(path.join(outDir, "page-start.js"))).toBe(true);
    // Minified in the build: its comments stay in the source only.
    const start = fs.readFileSync(path.join(outDir, "page-start.js"), "utf8");
    expect(start).not.toMatch(/\/\/|\/\*/);
    expect(start).toMatch(/angelicus\.theme/);
  });

  it("ships only the Latin and Latin Extended font subsets", () => {
    const fonts = output.filter((item) => item.fileName.endsWith(".woff2")).map((item) => item.fileName);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/-latin(-ext)?-wght-/);
  });
});
