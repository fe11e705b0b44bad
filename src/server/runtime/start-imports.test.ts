import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

/** Packages that a start must not load before it listens: each is imported where, and when, it is needed. */
const LOADED_LATER = [
  "ai",
  "@ai-sdk/anthropic",
  "@ai-sdk/openai-compatible",
  "@fastify/swagger-ui",
  "cli-progress",
  "drizzle-orm/node-postgres/migrator",
];

/** The bundled server's modules and what each imports, as `npm run build` splits them. */
async function startGraph() {
  const { metafile } = await build({
    entryPoints: { main: path.join(root, "src/server/main.ts") },
    outdir: path.join(root, "dist/start-graph"),
    write: false,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    metafile: true,
    logLevel: "silent",
  });
  const outputs = metafile.outputs;
  const main = Object.keys(outputs).find((file) => outputs[file]?.entryPoint?.endsWith("src/server/main.ts"));
  return { outputs, main: main as string };
}

/**
 * The modules a start imports from `main`, following static imports and the `import()`s of the chunks named
 * (an `import()` elsewhere runs later): the npm packages among them, and Node's own modules.
 */
async function loadedFrom(chunks: string[]): Promise<{ packages: Set<string>; builtins: Set<string> }> {
  const { outputs, main } = await startGraph();
  const packages = new Set<string>();
  const builtins = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.external) {
        if (imported.kind !== "import-statement") continue;
        if (imported.path.startsWith("node:")) builtins.add(imported.path);
        else packages.add(imported.path);
      } else if (
        imported.kind === "import-statement" ||
        chunks.some((chunk) => path.basename(imported.path).startsWith(`${chunk}-`))
      ) {
        visit(imported.path);
      }
    }
  };
  visit(main);
  return { packages, builtins };
}

/**
 * The npm packages the bundled server imports by the time it listens: what `main` imports, then the server
 * (`run-server`), then the `serving` chunk it loads while PostgreSQL gets ready.
 */
async function packagesLoadedAtStart(): Promise<Set<string>> {
  return (await loadedFrom(["run-server", "serving"])).packages;
}

describe("what a start loads before it spawns PostgreSQL", () => {
  it("loads none of the npm packages and none of the server's code: only Node's own modules", async () => {
    const { packages, builtins } = await loadedFrom([]);
    expect([...packages]).toEqual([]);
    expect(builtins).toContain("node:child_process");
    // The server's code is a chunk of its own, imported by the entry once PostgreSQL is spawned (with the
    // driver, loaded first without its fetch probe).
    const { outputs, main } = await startGraph();
    const later = (outputs[main]?.imports ?? [])
      .filter((i) => i.kind === "dynamic-import")
      .map((i) => i.path);
    expect([...new Set(later.map((p) => path.basename(p).replace(/-\w+\.js$/, "")))].sort()).toEqual([
      "pg",
      "run-server",
    ]);
    const entry = fs.readFileSync(path.join(root, "src/server/main.ts"), "utf8");
    const launch = entry.indexOf("await launchPostgresEarly()");
    expect(launch).toBeGreaterThan(0);
    expect(entry.indexOf("await import(")).toBeGreaterThan(launch);
    expect(entry.indexOf("await loadPg()")).toBeGreaterThan(launch);
  }, 60_000);
});

describe("what a start loads before it listens", () => {
  it("loads the server's own packages and none of those only some later request or a first start needs", async () => {
    const loaded = await packagesLoadedAtStart();
    // The walk reaches the serving chunk (else the check below would pass vacuously).
    expect(loaded).toContain("fastify");
    expect(loaded).toContain("@fastify/swagger");
    expect(LOADED_LATER.filter((name) => loaded.has(name))).toEqual([]);
  }, 60_000);
});
