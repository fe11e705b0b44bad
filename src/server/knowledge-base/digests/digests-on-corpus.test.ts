import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCorpusTexts } from "../../../../scripts/digests/article-texts.js";
import { loadEnv } from "../../config/env.js";
import { checkDigest, type DigestArticle } from "./check-digest.js";
import { DIGEST_DIR, digestFileFor, readDigestFiles } from "./digest-files.js";
import { structureVerdict } from "./structure-verdict.js";

/** Parts whose every article has a digest; a part joins the list when its last digest is written. */
const COMPLETE_PARTS = [
  "st-i",
  "st-i-ii",
  "st-ii-ii",
  "st-iii",
  "st-suppl",
  "st-appendix",
  "scg-1",
  "scg-2",
  "scg-3",
  "scg-4",
];

const corpusDir = loadEnv().KB_CORPUS_DIR;
const present = fs.existsSync(corpusDir);
if (!present)
  console.warn(`Skipping the digest checks on the corpus: ${corpusDir} (KB_CORPUS_DIR) does not exist.`);

const digests = readDigestFiles();
let articles = new Map<string, DigestArticle>();

beforeAll(async () => {
  if (!present) return;
  const texts = await readCorpusTexts(corpusDir);
  articles = new Map(texts.articles.map((a) => [a.ref, a]));
}, 120_000);

describe.skipIf(!present)("the article digests, checked against the texts", () => {
  it("names each article once, and only articles that exist", () => {
    const refs = digests.map((d) => d.ref);
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.filter((r) => !articles.has(r))).toEqual([]);
  });

  it("quotes every answer sentence verbatim, never repeats a title in its asks", () => {
    const faults = digests.flatMap((d) => {
      const article = articles.get(d.ref);
      return article ? checkDigest(d, article).errors.map((e) => `${d.ref}: ${e}`) : [];
    });
    expect(faults).toEqual([]);
  });

  it("settles every verdict that differs from the structure's suggestion, and lists it", () => {
    const listed = JSON.parse(
      fs.readFileSync(path.join(DIGEST_DIR, "verdict-disagreements.json"), "utf8"),
    ) as {
      ref: string;
      settled: string | null;
    }[];
    const differing = digests.filter((d) => {
      const a = articles.get(d.ref);
      const first = a?.sections.find((s) => s.kind === "objection")?.content;
      const structure = a ? structureVerdict(a.title, first) : null;
      return structure !== null && structure !== d.verdict;
    });
    expect(listed.map((l) => l.ref).sort()).toEqual(differing.map((d) => d.ref).sort());
    expect(listed.filter((l) => !l.settled).map((l) => l.ref)).toEqual([]);
  });

  it.each(COMPLETE_PARTS)("has a digest for every article of %s", (file) => {
    const have = new Set(digests.map((d) => d.ref));
    const missing = [...articles.keys()].filter((ref) => digestFileFor(ref) === file && !have.has(ref));
    expect(missing).toEqual([]);
  });
});
