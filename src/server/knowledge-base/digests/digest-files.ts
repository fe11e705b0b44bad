import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ArticleDigest, digestFileSchema } from "../../../common/knowledge-base/digest.js";

/** The digest data files: one per part of the Summa Theologiae and one per book of the Contra Gentiles. */
export const DIGEST_DIR = path.join(import.meta.dirname, "data");

const ST_FILES: Record<string, string> = {
  I: "st-i",
  "I-II": "st-i-ii",
  "II-II": "st-ii-ii",
  III: "st-iii",
  "Suppl.": "st-suppl",
  "App. 1": "st-appendix",
  "App. 2": "st-appendix",
};
const SCG_FILES: Record<string, string> = { I: "scg-1", II: "scg-2", III: "scg-3", IV: "scg-4" };

/** The file (without extension) that holds the digest of an article reference. */
export function digestFileFor(ref: string): string {
  const st = /^ST (.+?), q\./.exec(ref);
  if (st?.[1] && ST_FILES[st[1]]) return ST_FILES[st[1]] as string;
  const scg = /^SCG ([IV]+),/.exec(ref);
  if (scg?.[1] && SCG_FILES[scg[1]]) return SCG_FILES[scg[1]] as string;
  throw new Error(`No digest file for the reference ${ref}`);
}

/** Every digest in the data files, validated by the schema; a malformed file throws with its name. */
export function readDigestFiles(dir = DIGEST_DIR): ArticleDigest[] {
  if (!existsSync(dir)) return [];
  const digests: ArticleDigest[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => /^(st|scg)-.+\.json$/.test(f))
    .sort()) {
    const parsed = digestFileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, name), "utf8")));
    if (!parsed.success)
      throw new Error(`${name}: ${parsed.error.issues[0]?.message ?? "invalid digest file"}`);
    digests.push(...parsed.data.digests);
  }
  return digests;
}

/** Writes the digests, in the order given, into their part's file. */
export function writeDigestFiles(digests: ArticleDigest[], dir = DIGEST_DIR): void {
  const byFile = new Map<string, ArticleDigest[]>();
  for (const d of digests) {
    const file = digestFileFor(d.ref);
    byFile.set(file, [...(byFile.get(file) ?? []), d]);
  }
  for (const [file, list] of byFile) {
    const work = file.startsWith("scg") ? "scg" : "st";
    const part = file.replace(/^(st|scg)-/, "");
    const body = { work, part, digests: list };
    writeFileSync(path.join(dir, `${file}.json`), `${JSON.stringify(body, null, 1)}\n`);
  }
}
