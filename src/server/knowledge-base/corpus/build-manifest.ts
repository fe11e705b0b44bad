import fs from "node:fs/promises";
import path from "node:path";
import { corpusVersion, describeFiles, listCorpusFiles } from "./corpus-files.js";
import type { CorpusManifest, ManifestSource } from "./manifest-schema.js";
import { readSourceNotes } from "./source-notes.js";

/**
 * Describes a corpus folder: each sub-folder is a source whose SOURCE.md names its origin and whose licence
 * comes from `licences`; every file is listed with its size and SHA-256.
 */
export async function buildManifest(
  corpusDir: string,
  licences: Record<string, string>,
): Promise<CorpusManifest> {
  const all = await listCorpusFiles(corpusDir);
  const described = await describeFiles(corpusDir, all);
  const folders = [...new Set(all.filter((file) => file.includes("/")).map((file) => file.split("/")[0]))];
  const sources: ManifestSource[] = [];
  for (const folder of folders as string[]) {
    const notesFile = path.join(corpusDir, folder, "SOURCE.md");
    const markdown = await fs.readFile(notesFile, "utf8").catch(() => {
      throw new Error(`${folder} has no SOURCE.md: every corpus source must say where it comes from`);
    });
    const notes = readSourceNotes(markdown, folder);
    const licence = licences[folder];
    if (!licence) throw new Error(`${folder}: no licence recorded for this source`);
    sources.push({
      folder,
      title: notes.title,
      origin: { repository: notes.repository, commit: notes.commit },
      licence,
      files: described.filter((file) => file.path.startsWith(`${folder}/`)),
    });
  }
  return {
    format: 1,
    version: corpusVersion(described),
    sources,
    files: described.filter((file) => !file.path.includes("/")),
  };
}
