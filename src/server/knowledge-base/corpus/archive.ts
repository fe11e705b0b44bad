import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type CorpusManifest, manifestFiles } from "./manifest-schema.js";

const run = promisify(execFile);

/** The manifest's name inside an archive, beside the corpus folders. */
export const ARCHIVE_MANIFEST = "manifest.json";

export function archiveName(manifest: CorpusManifest): string {
  return `angelicus-corpus-${manifest.version}.tar.gz`;
}

/**
 * Writes `<outDir>/angelicus-corpus-<version>.tar.gz`: the manifest and exactly the files it lists, in a
 * stable order with neutral owners and times, so that the same corpus gives the same archive.
 */
export async function packCorpus(
  corpusDir: string,
  manifest: CorpusManifest,
  outDir: string,
): Promise<string> {
  await fs.mkdir(outDir, { recursive: true });
  const out = path.join(path.resolve(outDir), archiveName(manifest));
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "angelicus-pack-"));
  try {
    await fs.writeFile(path.join(scratch, ARCHIVE_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
    const list = path.join(scratch, "files.txt");
    await fs.writeFile(
      list,
      `${manifestFiles(manifest)
        .map((file) => file.path)
        .sort()
        .join("\n")}\n`,
    );
    const neutral = [
      "--sort=name",
      "--owner=0",
      "--group=0",
      "--numeric-owner",
      "--mtime=@0",
      "--mode=a+r,u+w",
    ];
    const tarFile = path.join(scratch, "corpus.tar");
    await run("tar", ["-cf", tarFile, ...neutral, "-C", scratch, ARCHIVE_MANIFEST]);
    await run("tar", ["-rf", tarFile, ...neutral, "-C", corpusDir, "-T", list]);
    await run("gzip", ["-n", "-9", tarFile]);
    await fs.rename(`${tarFile}.gz`, out);
    return out;
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/** Names every entry of an archive; refuses anything but plain files and folders. */
export async function listArchive(archive: string): Promise<string[]> {
  const { stdout } = await run("tar", ["-tvzf", archive], { maxBuffer: 64 * 1024 * 1024 });
  const names: string[] = [];
  const { stdout: plain } = await run("tar", ["-tzf", archive], { maxBuffer: 64 * 1024 * 1024 });
  const types = stdout.split("\n").filter(Boolean);
  const entries = plain.split("\n").filter(Boolean);
  if (types.length !== entries.length) throw new Error("the archive's listing is not readable");
  for (const [index, line] of types.entries()) {
    const name = entries[index] as string;
    if (line[0] !== "-" && line[0] !== "d") throw new Error(`${name}: neither a file nor a folder`);
    if (name.startsWith("/") || name.split("/").includes(".."))
      throw new Error(`${name}: outside the corpus`);
    if (line[0] === "-") names.push(name.replace(/^\.\//, ""));
  }
  return names;
}

export async function unpackArchive(archive: string, into: string): Promise<void> {
  await run("tar", ["-xzf", archive, "-C", into, "--no-same-owner", "--no-same-permissions"]);
}
