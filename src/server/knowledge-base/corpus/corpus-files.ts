import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { ManifestFile } from "./manifest-schema.js";

/** Every regular file under `dir`, as sorted paths relative to it with forward slashes. */
export async function listCorpusFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

export async function describeFile(dir: string, relative: string): Promise<ManifestFile> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path.join(dir, relative))) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { path: relative, bytes, sha256: hash.digest("hex") };
}

/** Describes many files, a few at a time. */
export async function describeFiles(dir: string, relatives: string[]): Promise<ManifestFile[]> {
  const results: ManifestFile[] = new Array(relatives.length);
  let next = 0;
  const worker = async () => {
    while (next < relatives.length) {
      const index = next++;
      results[index] = await describeFile(dir, relatives[index] as string);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return results;
}

export function corpusVersion(files: ManifestFile[]): string {
  const hash = createHash("sha256");
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(`${file.path} ${file.sha256}\n`);
  }
  return hash.digest("hex").slice(0, 12);
}
