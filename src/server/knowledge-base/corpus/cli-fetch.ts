import { ConfigError, loadProcessEnv } from "../../config/env.js";
import { CorpusFetchError, fetchCorpus } from "./fetch-corpus.js";
import { REPOSITORY_MANIFEST } from "./repository-manifest.js";

/** `npm run kb:fetch [-- --force]`: downloads CORPUS_URL, checks every file and unpacks it into KB_CORPUS_DIR. */
async function main(): Promise<void> {
  const env = loadProcessEnv();
  if (!env.CORPUS_URL) {
    throw new ConfigError(
      "CORPUS_URL is not set: give the address of a corpus archive made by `npm run kb:pack`, e.g.\n" +
        "  CORPUS_URL=https://example.org/angelicus-corpus-" +
        `${REPOSITORY_MANIFEST.version}.tar.gz npm run kb:fetch`,
    );
  }
  console.log(`Fetching corpus ${REPOSITORY_MANIFEST.version} from ${env.CORPUS_URL}…`);
  const result = await fetchCorpus({
    url: env.CORPUS_URL,
    targetDir: env.KB_CORPUS_DIR,
    manifest: REPOSITORY_MANIFEST,
    force: process.argv.includes("--force"),
  });
  console.log(
    result.status === "present"
      ? `${env.KB_CORPUS_DIR} already holds corpus ${result.version}; every checksum matches.`
      : `Corpus ${result.version} verified and unpacked into ${env.KB_CORPUS_DIR}. ` +
          "`npm start` imports it on its first start (or run `npm run kb:import`).",
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof CorpusFetchError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
