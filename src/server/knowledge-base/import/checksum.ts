import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { listFiles } from "./read-json.js";

/** Raised whenever what the readers make of the same files changes, so that a new version re-imports. */
export const IMPORTER_VERSION = "6";

/** A digest of every file in the source's folders (names and contents), or null when no folder exists. */
export async function checksumFolders(corpusDir: string, folders: string[]): Promise<string | null> {
  const hash = createHash("sha256").update(`importer ${IMPORTER_VERSION}\n`);
  let any = false;
  for (const folder of folders) {
    const files = await listFiles(path.join(corpusDir, folder), /./);
    for (const file of files) {
      any = true;
      hash.update(`${path.relative(corpusDir, file)}\n`);
      hash.update(await fs.readFile(file));
    }
  }
  return any ? hash.digest("hex") : null;
}
