import fs from "node:fs";
import { describeFiles, listCorpusFiles } from "./corpus-files.js";
import { type CorpusManifest, manifestFiles } from "./manifest-schema.js";

export interface CorpusCheck {
  ok: boolean;
  /** One line per file that is missing, changed or not in the manifest. */
  problems: string[];
}

/** Compares every file of a corpus folder with the manifest: same files, same sizes, same SHA-256. */
export async function verifyCorpus(
  corpusDir: string,
  manifest: CorpusManifest,
  options: { ignore?: string[] } = {},
): Promise<CorpusCheck> {
  if (!fs.existsSync(corpusDir)) return { ok: false, problems: [`${corpusDir} does not exist`] };
  const expected = new Map(manifestFiles(manifest).map((file) => [file.path, file]));
  const present = (await listCorpusFiles(corpusDir)).filter((file) => !options.ignore?.includes(file));
  const presentSet = new Set(present);
  const problems: string[] = [];
  for (const file of present) if (!expected.has(file)) problems.push(`${file}: not in the manifest`);
  const shared = present.filter((file) => expected.has(file));
  for (const file of expected.keys()) if (!presentSet.has(file)) problems.push(`${file}: missing`);
  for (const actual of await describeFiles(corpusDir, shared)) {
    const wanted = expected.get(actual.path);
    if (!wanted) continue;
    if (actual.bytes !== wanted.bytes || actual.sha256 !== wanted.sha256) {
      problems.push(`${actual.path}: checksum differs from the manifest`);
    }
  }
  return { ok: problems.length === 0, problems: problems.sort() };
}
