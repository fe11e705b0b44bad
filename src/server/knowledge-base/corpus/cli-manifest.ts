import fs from "node:fs/promises";
import { ConfigError, loadProcessEnv } from "../../config/env.js";
import { buildManifest } from "./build-manifest.js";
import { CORPUS_LICENCES } from "./licences.js";
import { REPOSITORY_MANIFEST_PATH } from "./repository-manifest-path.js";

/** `npm run kb:manifest`: rewrites the committed manifest from KB_CORPUS_DIR after a deliberate corpus change. */
async function main(): Promise<void> {
  const env = loadProcessEnv();
  const manifest = await buildManifest(env.KB_CORPUS_DIR, CORPUS_LICENCES);
  await fs.writeFile(REPOSITORY_MANIFEST_PATH, `${JSON.stringify(manifest, null, 1)}\n`);
  const count = manifest.files.length + manifest.sources.reduce((n, s) => n + s.files.length, 0);
  console.log(
    `Wrote ${REPOSITORY_MANIFEST_PATH}: corpus ${manifest.version}, ${manifest.sources.length} sources, ${count} files.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
