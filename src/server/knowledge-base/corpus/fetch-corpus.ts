import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { ARCHIVE_MANIFEST, listArchive, unpackArchive } from "./archive.js";
import { type CorpusManifest, corpusManifestSchema, manifestFiles } from "./manifest-schema.js";
import { verifyCorpus } from "./verify-corpus.js";

export class CorpusFetchError extends Error {}

export interface FetchCorpusOptions {
  /** http(s):// or file:// address of an archive made by `npm run kb:pack`. */
  url: string;
  targetDir: string;
  /** The manifest every file must match: the repository's, never the archive's own. */
  manifest: CorpusManifest;
  /** Replace a corpus folder that is there but does not match the manifest. */
  force?: boolean;
}

export type FetchCorpusResult = { status: "present" | "installed"; version: string };

/**
 * Downloads a corpus archive, checks every file against the manifest and only then moves the corpus into
 * place. Whatever fails, nothing is left behind: the work happens in one hidden folder beside the target,
 * removed at the end.
 */
export async function fetchCorpus(options: FetchCorpusOptions): Promise<FetchCorpusResult> {
  const { url, manifest } = options;
  const target = path.resolve(options.targetDir);
  if (await exists(target)) {
    const check = await verifyCorpus(target, manifest);
    if (check.ok) return { status: "present", version: manifest.version };
    if (!options.force) {
      throw new CorpusFetchError(
        `${target} already exists and does not match the manifest (${summarise(check.problems)}). ` +
          "Move it away, or run `npm run kb:fetch -- --force` to replace it.",
      );
    }
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  const work = await fs.mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}-incoming-`));
  try {
    const archive = path.join(work, "corpus.tar.gz");
    await download(url, archive);
    const unpacked = path.join(work, "corpus");
    await fs.mkdir(unpacked);
    await checkAndUnpack(archive, unpacked, manifest);
    await fs.rm(path.join(unpacked, ARCHIVE_MANIFEST));
    if (await exists(target)) await fs.rename(target, path.join(work, "replaced"));
    await fs.rename(unpacked, target);
    return { status: "installed", version: manifest.version };
  } catch (error) {
    if (error instanceof CorpusFetchError) throw error;
    throw new CorpusFetchError(`The corpus archive at ${url} was refused: ${(error as Error).message}`);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function download(url: string, to: string): Promise<void> {
  if (url.startsWith("file:")) {
    await fs.copyFile(fileURLToPath(url), to);
    return;
  }
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`the server answered HTTP ${response.status}`);
  await pipeline(
    Readable.fromWeb(response.body as import("node:stream/web").ReadableStream),
    createWriteStream(to),
  );
}

async function checkAndUnpack(archive: string, into: string, manifest: CorpusManifest): Promise<void> {
  const allowed = new Set([ARCHIVE_MANIFEST, ...manifestFiles(manifest).map((file) => file.path)]);
  let names: string[];
  try {
    names = await listArchive(archive);
  } catch (error) {
    throw new Error(`not a readable corpus archive (${firstLine(error)})`);
  }
  const strangers = names.filter((name) => !allowed.has(name));
  if (strangers.length)
    throw new Error(`it holds files the manifest does not list (${summarise(strangers)})`);
  if (!names.includes(ARCHIVE_MANIFEST)) throw new Error(`it has no ${ARCHIVE_MANIFEST}`);
  await unpackArchive(archive, into);
  const own = corpusManifestSchema.safeParse(
    JSON.parse(await fs.readFile(path.join(into, ARCHIVE_MANIFEST), "utf8").catch(() => "null")),
  );
  if (!own.success) throw new Error(`its ${ARCHIVE_MANIFEST} is not a corpus manifest`);
  if (own.data.version !== manifest.version) {
    throw new Error(
      `it holds corpus ${own.data.version}; this version of Angelicus expects ${manifest.version}`,
    );
  }
  const check = await verifyCorpus(into, manifest, { ignore: [ARCHIVE_MANIFEST] });
  if (!check.ok) throw new Error(`checksums do not match the manifest (${summarise(check.problems)})`);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function summarise(lines: string[]): string {
  const shown = lines.slice(0, 3).join("; ");
  return lines.length > 3 ? `${shown}; and ${lines.length - 3} more` : shown;
}

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split("\n")[0] ?? "unknown error";
}
