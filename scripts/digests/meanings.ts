/**
 * The meanings of the articles' titles and learner questions (decision 030), kept in the digest folder's
 * ask-meanings.json: `npm run digests:meanings` encodes what is new or changed since the file was made
 * (an article whose title or learner questions differ from those its entry was made from) and leaves the rest.
 * The whole file takes about twenty minutes on one core; an edit of a few digests, seconds.
 *   npm run digests:meanings              brings the file up to date
 *   npm run digests:meanings -- --check   only says how many entries are missing or stale (exit 1 if any)
 */
import path from "node:path";
import { learnersQuestions } from "../../src/common/knowledge-base/digest.js";
import { readDigestFiles } from "../../src/server/knowledge-base/digests/digest-files.js";
import { startEncoder } from "../../src/server/knowledge-base/meaning/encoder.js";
import { hubnessOf } from "../../src/server/knowledge-base/meaning/hubness.js";
import {
  type AskMeanings,
  asksHash,
  readMeaningsFile,
  signsStamp,
  titleHash,
  writeMeanings,
} from "../../src/server/knowledge-base/meaning/meanings-file.js";
import { SIGN_BYTES, signsOf } from "../../src/server/knowledge-base/meaning/signs.js";
import { readCorpusTexts } from "./article-texts.js";

const root = path.resolve(import.meta.dirname, "../..");
const corpus = path.resolve(process.env.KB_CORPUS_DIR ?? path.join(root, "..", "shared", "corpus"));
const BATCH = 32;

const titles = new Map((await readCorpusTexts(corpus)).articles.map((a) => [a.ref, a.title]));
const digests = readDigestFiles();
const { meanings, hubOf } = readMeaningsFile();
const stale = digests.filter((d) => {
  const entry = meanings.get(d.ref);
  const title = titles.get(d.ref);
  return !entry || entry.asks !== asksHash(learnersQuestions(d)) || entry.title !== titleHash(title ?? "");
});
const missingTitles = digests.filter((d) => !titles.has(d.ref)).map((d) => d.ref);
if (missingTitles.length > 0) {
  console.error(
    `No title in the corpus for ${missingTitles.length} digests: ${missingTitles.slice(0, 5).join("; ")}`,
  );
  process.exit(1);
}
const known = new Set(digests.map((d) => d.ref));
const orphans = [...meanings.keys()].filter((ref) => !known.has(ref));
const hubStale = hubOf !== signsStamp(meanings);
console.log(
  `${digests.length} digests: ${stale.length} to encode, ${orphans.length} entries without a digest; hubness ${hubStale ? "to measure" : "current"}`,
);
if (process.argv.includes("--check")) process.exit(stale.length + orphans.length > 0 || hubStale ? 1 : 0);

for (const ref of orphans) meanings.delete(ref);
const encoder = await startEncoder();
const started = performance.now();
let done = 0;
for (const d of stale) {
  const title = titles.get(d.ref) as string;
  const questions = learnersQuestions(d);
  const texts = [title, ...questions];
  const signs = new Uint8Array(texts.length * SIGN_BYTES);
  // An entry made from the same title and the first of these learner questions (before the later ones were
  // written: the plain question, the questions that set the article apart) keeps their signs.
  const before = meanings.get(d.ref);
  let kept: Uint8Array | null = null;
  if (before && before.title === titleHash(title))
    for (let n = questions.length; n > 0 && !kept; n--)
      if (before.asks === asksHash(questions.slice(0, n)) && before.signs.length === (n + 1) * SIGN_BYTES)
        kept = before.signs;
  if (kept) signs.set(kept);
  const from = kept ? kept.length / SIGN_BYTES : 0;
  for (let i = from; i < texts.length; i += BATCH) {
    const vectors = await encoder.encode(texts.slice(i, i + BATCH), 120_000);
    for (const [k, v] of vectors.entries()) signs.set(signsOf(v), (i + k) * SIGN_BYTES);
  }
  meanings.set(d.ref, { asks: asksHash(questions), title: titleHash(title), signs } satisfies AskMeanings);
  done++;
  // Written as it goes, so that a stopped run keeps what it made.
  if (done % 100 === 0 || done === stale.length) {
    writeMeanings(meanings);
    const seconds = (performance.now() - started) / 1000;
    console.log(`${done}/${stale.length} articles encoded (${seconds.toFixed(0)} s)`);
  }
}
await encoder.close();

// How much each question is a hub among all the others (decision 040): measured again whenever any signs changed.
if (stale.length + orphans.length > 0 || hubStale) {
  const measuredFrom = performance.now();
  const signs = new Map([...meanings].map(([ref, entry]) => [ref, entry.signs]));
  for (const [ref, hub] of hubnessOf(signs)) (meanings.get(ref) as AskMeanings).hub = hub;
  writeMeanings(meanings, undefined, signsStamp(meanings));
  console.log(`hubness measured (${((performance.now() - measuredFrom) / 1000).toFixed(0)} s)`);
}
