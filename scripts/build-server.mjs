// Bundles the server into one ES module, dist/server/main.js, that plain `node` runs: no TypeScript loader at
// run time. npm packages stay in node_modules (so the bundle must stay inside the repository to find them).
// Files that find their data folders from their own location (migrations, digests, catalogues) keep pointing
// at those folders in the source tree. `--if-stale` builds only when a source is newer than the bundle.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

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
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile,
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
  // Written beside and renamed into place: a server starting meanwhile never reads half a bundle.
  await fs.promises.mkdir(outDir, { recursive: true });
  const partial = `${outfile}.${process.pid}.partial`;
  await fs.promises.writeFile(partial, result.outputFiles[0].contents);
  await fs.promises.rename(partial, outfile);
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const ifStale = args.includes("--if-stale");
  const named = args.find((a) => !a.startsWith("--"));
  const outfile = named ? path.resolve(named) : undefined;
  const { serverIsStale } = await import("./prepare.mjs");
  if (ifStale && !outfile && !serverIsStale(root)) {
    console.log("The server bundle is up to date.");
  } else {
    const started = performance.now();
    const written = await buildServer(outfile);
    console.log(
      `Built ${path.relative(process.cwd(), written)} in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
