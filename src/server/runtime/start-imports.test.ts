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

/**
 * The npm packages the bundled server imports by the time it listens: what `main` imports, then the `serving`
 * chunk it loads while PostgreSQL starts, following static imports only (an `import()` elsewhere runs later).
 */
async function packagesLoadedAtStart(): Promise<Set<string>> {
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
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.external) {
        if (imported.kind === "import-statement" && !imported.path.startsWith("node:"))
          packages.add(imported.path);
      } else if (
        imported.kind === "import-statement" ||
        path.basename(imported.path).startsWith("serving-")
      ) {
        visit(imported.path);
      }
    }
  };
  visit(main as string);
  return packages;
}

describe("what a start loads before it listens", () => {
  it("loads the server's own packages and none of those only some later request or a first start needs", async () => {
    const loaded = await packagesLoadedAtStart();
    // The walk reaches the serving chunk (else the check below would pass vacuously).
    expect(loaded).toContain("fastify");
    expect(loaded).toContain("@fastify/swagger");
    expect(LOADED_LATER.filter((name) => loaded.has(name))).toEqual([]);
  }, 60_000);
});
