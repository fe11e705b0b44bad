import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ConfigError, loadProcessEnv } from "../../config/env.js";
import { packCorpus } from "./archive.js";
import { REPOSITORY_MANIFEST } from "./repository-manifest.js";
import { verifyCorpus } from "./verify-corpus.js";

/** `npm run kb:pack [-- <folder>]`: checks KB_CORPUS_DIR against the manifest and archives it (default dist/corpus). */
async function main(): Promise<void> {
  const env = loadProcessEnv();
  const outDir = path.resolve(process.argv[2] ?? "dist/corpus");
  const check = await verifyCorpus(env.KB_CORPUS_DIR, REPOSITORY_MANIFEST);
  if (!check.ok) {
    console.error(`${env.KB_CORPUS_DIR} does not match the manifest; nothing was packed:`);
    for (const line of check.problems.slice(0, 20)) console.error(`  ${line}`);
    console.error(
      "After a deliberate change to the corpus, run `npm run kb:manifest` and commit the manifest.",
    );
    process.exit(1);
  }
  const archive = await packCorpus(env.KB_CORPUS_DIR, REPOSITORY_MANIFEST, outDir);
  const bytes = await fs.readFile(archive);
  console.log(`Packed corpus ${REPOSITORY_MANIFEST.version} into ${archive}`);
  console.log(
    `  ${(bytes.length / 1e6).toFixed(1)} MB, sha256 ${createHash("sha256").update(bytes).digest("hex")}`,
  );
  console.log(
    "Publish it anywhere reachable and point CORPUS_URL at it; `npm run kb:fetch` checks every file.",
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
