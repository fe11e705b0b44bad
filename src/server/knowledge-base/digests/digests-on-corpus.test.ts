import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCorpusTexts } from "../../../../scripts/digests/article-texts.js";
import { learnersQuestions } from "../../../common/knowledge-base/digest.js";
import { PRINCIPLE_FRAMES } from "../../answers/untreated-frames.js";
import { loadEnv } from "../../config/env.js";
import { startEncoder } from "../meaning/encoder.js";
import {
  currentHub,
  currentSigns,
  readMeaningsFile,
  signsStamp,
  titleHash,
} from "../meaning/meanings-file.js";
import { SIGN_BYTES, signsOf } from "../meaning/signs.js";
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

describe.skipIf(!present)("the meanings of the titles and learner questions (decision 030)", () => {
  const { meanings, hubOf } = readMeaningsFile();

  it("are made from every digest's title and learner questions as they are now (npm run digests:meanings)", () => {
    const stale = digests.filter(
      (d) =>
        currentSigns(meanings, d.ref, learnersQuestions(d)) === null ||
        meanings.get(d.ref)?.title !== titleHash(articles.get(d.ref)?.title ?? ""),
    );
    expect(stale.map((d) => d.ref)).toEqual([]);
    const refs = new Set(digests.map((d) => d.ref));
    expect([...meanings.keys()].filter((ref) => !refs.has(ref))).toEqual([]);
  });

  it("carry each question's hubness, measured among the signs as they are (decision 040)", () => {
    expect(hubOf).toBe(signsStamp(meanings));
    const without = digests.filter((d) => currentHub(meanings, d.ref, learnersQuestions(d)) === null);
    expect(without.map((d) => d.ref)).toEqual([]);
  });

  it("are the encoder's for a sample of the articles", async () => {
    const encoder = await startEncoder();
    try {
      const sample = digests.filter((_, i) => i % 700 === 0);
      expect(sample.length).toBeGreaterThanOrEqual(5);
      for (const d of sample) {
        const texts = [articles.get(d.ref)?.title ?? "", ...learnersQuestions(d)];
        const vectors = await encoder.encode(texts, 30_000);
        const stored = meanings.get(d.ref)?.signs as Uint8Array;
        let differing = 0;
        for (const [k, v] of vectors.entries()) {
          const made = signsOf(v);
          for (let b = 0; b < SIGN_BYTES; b++) {
            let x = (made[b] as number) ^ (stored[k * SIGN_BYTES + b] as number);
            for (; x; x &= x - 1) differing++;
          }
        }
        // Arithmetic on another processor may turn a number that is almost 0 to the other side; no more.
        expect(differing / (texts.length * SIGN_BYTES * 8)).toBeLessThan(0.01);
      }
    } finally {
      await encoder.close();
    }
  }, 60_000);
});

describe.skipIf(!present)(
  "the principles quoted for matters he never treated (answers/untreated-frames.ts)",
  () => {
    it.each(
      PRINCIPLE_FRAMES.flatMap((f) => f.principles.map((p) => [f.name, p.articleRef, p.sentence] as const)),
    )("for %s, quote %s exactly as the article has it", (_frame, ref, sentence) => {
      const article = articles.get(ref);
      expect(article, `${ref} is not in the corpus`).toBeDefined();
      const holding = article?.sections.filter((s) => s.content.includes(sentence)) ?? [];
      expect(holding.map((s) => s.kind)).toEqual([expect.stringMatching(/^(respondeo|reply)$/)]);
    });
  },
);
