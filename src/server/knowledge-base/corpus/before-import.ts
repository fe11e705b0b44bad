import type { CorpusManifest } from "./manifest-schema.js";
import { verifyCorpus } from "./verify-corpus.js";

/** What a user without a corpus reads: exactly what to run to get the texts. */
export function missingCorpusAdvice(
  corpusDir: string,
  manifest: CorpusManifest,
  corpusUrl?: string,
): string[] {
  const archive = `angelicus-corpus-${manifest.version}.tar.gz`;
  return [
    `The knowledge base is empty and there is no corpus at ${corpusDir} (KB_CORPUS_DIR).`,
    `Angelicus needs corpus ${manifest.version}: ${manifest.sources.length} public-domain sources, listed with their origins and checksums in src/server/knowledge-base/corpus/corpus-manifest.json. To get it, run`,
    corpusUrl ? "    npm run kb:fetch" : `    CORPUS_URL=<address of ${archive}> npm run kb:fetch`,
    "  (or set KB_CORPUS_DIR to a folder that already holds the corpus), then start again with `npm start`:",
    "  the first start imports it. Until then Angelicus runs but cannot cite any text.",
  ];
}

/** Checks the corpus against the manifest before an import; logs why and returns false when it does not match. */
export async function corpusMatchesManifest(
  corpusDir: string,
  manifest: CorpusManifest,
  log: (line: string) => void,
): Promise<boolean> {
  const check = await verifyCorpus(corpusDir, manifest);
  if (check.ok) return true;
  log(
    `The corpus at ${corpusDir} does not match corpus ${manifest.version} of the manifest; nothing was imported:`,
  );
  for (const line of check.problems.slice(0, 10)) log(`  ${line}`);
  if (check.problems.length > 10) log(`  … and ${check.problems.length - 10} more`);
  log(
    "Fetch a verified copy with `npm run kb:fetch -- --force`, or import anyway with `npm run kb:import -- --unverified`.",
  );
  return false;
}
