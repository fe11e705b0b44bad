// Bundles the server into ES modules, dist/server/main.js and the chunks it imports, that plain `node` runs: no
// TypeScript loader at run time. What the server loads later (while PostgreSQL starts) is a chunk of its own.
// npm packages stay in node_modules (so the bundle must stay inside the repository to find them). Files that
// find their data folders from their own location (migrations, digests, catalogues) keep pointing at those
// folders in the source tree. `--if-stale` builds only when a source is newer than the bundle.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { serverIsStale } from "./prepare.mjs";

const root = path.resolve(import.meta.dirname, "..");

export async function buildServer(outfile = path.join(root, "dist/server/main.js")) {
  const outDir = path.dirname(path.resolve(outfile));
  const locateFromSource = {
    name: "locate-from-source",
    setup(build) {
      build.onLoad({ filter: /\/src\/.*\.ts$/ }, async (args) => {
        let contents = await fs.promises.readFile(args.path, "utf8");
        if (contents.includes("import.meta.dirname") || contents.includes("import.meta.url")) {
          const dir = path.relative(outDir, path.dirname(args.path));
          const file = path.relative(outDir, args.path);
          contents = contents
            .replaceAll("import.meta.dirname", `__sourcePath(${JSON.stringify(dir)})`)
            .replaceAll("import.meta.url", `__sourceUrl(${JSON.stringify(file)})`);
        }
        return { contents, loader: "ts" };
      });
    },
  };
  const result = await build({
    write: false,
    entryPoints: { [path.basename(outfile, ".js")]: path.join(root, "src/server/main.ts") },
    outdir: outDir,
    // Beside the entry, so that the paths written relative to the output folder hold in every chunk.
    chunkNames: "[name]-[hash]",
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
    banner: {
      js: [
        'import { fileURLToPath as __fileURLToPath, pathToFileURL as __pathToFileURL } from "node:url";',
        'import __nodePath from "node:path";',
        "const __bundleDir = __nodePath.dirname(__fileURLToPath(import.meta.url));",
        "const __sourcePath = (relative) => __nodePath.join(__bundleDir, relative);",
        "const __sourceUrl = (relative) => __pathToFileURL(__nodePath.join(__bundleDir, relative)).href;",
      ].join("\n"),
    },
    plugins: [locateFromSource],
  });
  // Each file is written beside and renamed into place, the chunks (named by their content) before the entry
  // that imports them: a server starting meanwhile never reads half a bundle.
  await fs.promises.mkdir(outDir, { recursive: true });
  const entry = path.resolve(outfile);
  const files = [...result.outputFiles].sort((a, b) => (a.path === entry) - (b.path === entry));
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    await fs.promises.writeFile(partial, file.contents);
    await fs.promises.rename(partial, file.path);
  }
  // Chunks of earlier builds go once they are a while old (a server may still be loading them).
  const current = new Set(files.map((f) => path.basename(f.path)));
  for (const name of await fs.promises.readdir(outDir)) {
    const full = path.join(outDir, name);
    if (!/^[\w-]+-[A-Z0-9]{8}\.js$/.test(name) || current.has(name)) continue;
    if (Date.now() - (await fs.promises.stat(full)).mtimeMs > 60_000)
      await fs.promises.rm(full, { force: true });
  }
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const ifStale = args.includes("--if-stale");
  const target = args.find((a) => !a.startsWith("--"));
  const outfile = target ? path.resolve(target) : undefined;
  if (ifStale && !target && !serverIsStale()) process.exit(0);
  const started = performance.now();
  const written = await buildServer(outfile);
  console.log(
    `Built ${path.relative(process.cwd(), written)} in ${Math.round(performance.now() - started)} ms`,
  );
}
