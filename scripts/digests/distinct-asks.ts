/**
 * Questions that set an article apart from its neighbours, several writers at once. The articles of one
 * question of the Summa (or a few neighbouring chapters of the Contra Gentiles) are read together, with
 * the learner questions each already has; for each article, two or three questions in learners' words are
 * written that it answers and its neighbours do not (the digest's `distinctAsks`).
 *
 *   prepare            the unit texts and a queue
 *   claim NAME         takes the next unit nobody has taken and prints where its text is
 *   check FILE         checks a unit's questions: every article of the unit, two or three each, no copy
 *                      of a title or of a learner question the unit already has, no "whether"
 *   merge              writes every checked unit's questions into the digest files in the repository
 *   status             how many units are written
 *
 * A unit's file is a JSON object from article reference to its questions: { "ST I, q. 2, a. 3": ["…"] }.
 * The work folder is DISTINCT_WORK (default ../distinct-work beside the repository).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  type ArticleDigest,
  askedQuestions,
  learnersQuestions,
} from "../../src/common/knowledge-base/digest.js";
import { copiesTitle } from "../../src/server/knowledge-base/digests/check-digest.js";
import { readDigestFiles, writeDigestFiles } from "../../src/server/knowledge-base/digests/digest-files.js";
import type { ArticleText } from "./article-texts.js";
import {
  applyCheckedUnits,
  checkUnitFile,
  plainWords,
  queueStatus,
  renderBrief,
  reportChecks,
  runCommand,
  type UnitCheck,
} from "./unit-files.js";
import { fileName, units } from "./units.js";
import { workFolders } from "./work-queue.js";

const root = path.resolve(import.meta.dirname, "../..");
const work = path.resolve(process.env.DISTINCT_WORK ?? path.join(root, "..", "distinct-work"));
const corpus = path.resolve(process.env.KB_CORPUS_DIR ?? path.join(root, "..", "shared", "corpus"));
const dirs = workFolders(work);

const unitFileSchema = z.record(z.string(), z.array(z.string().trim().min(8).max(160)).min(2).max(3));

const BRIEF: Record<string, number> = { objection: 150, sed_contra: 150, respondeo: 800, paragraph: 800 };

function renderUnit(articles: ArticleText[], digests: Map<string, ArticleDigest>): string {
  const neighbours = articles.map((a) => `  ${a.ref} — ${a.title}`).join("\n");
  const body = articles
    .map((article) => {
      const digest = digests.get(article.ref);
      const asked = (digest ? learnersQuestions(digest) : []).map((a) => `  - ${a}`).join("\n");
      return `${renderBrief(article, BRIEF)}\n[his answer in brief] ${digest?.plain.adult ?? ""}\n>>> ${article.ref} already asks:\n${asked}`;
    })
    .join("\n\n");
  return `The articles of this unit (each is a neighbour of the others):\n${neighbours}\n\n${body}`;
}

async function prepare(): Promise<void> {
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  const { readCorpusTexts } = await import("./article-texts.js");
  const texts = await readCorpusTexts(corpus);
  const digests = new Map(readDigestFiles().map((d) => [d.ref, d]));
  const queue: string[] = [];
  const unitRefs: Record<string, string[]> = {};
  for (const [unit, articles] of units(texts)) {
    const name = fileName(unit);
    const withDigest = articles.filter((a) => digests.has(a.ref));
    // An article alone in its unit has no neighbour to be set apart from.
    if (withDigest.length < 2) continue;
    writeFileSync(path.join(dirs.units, `${name}.txt`), renderUnit(withDigest, digests));
    unitRefs[name] = withDigest.map((a) => a.ref);
    queue.push(name);
  }
  writeFileSync(path.join(work, "unit-refs.json"), JSON.stringify(unitRefs));
  writeFileSync(
    path.join(work, "titles.json"),
    JSON.stringify(Object.fromEntries(texts.articles.map((a) => [a.ref, a.title]))),
  );
  writeFileSync(path.join(work, "queue.txt"), `${queue.join("\n")}\n`);
  console.log(`${queue.length} units; work folder ${work}`);
}

function checkUnit(
  unit: string,
  raw: unknown,
  unitRefs: Record<string, string[]>,
  titles: Record<string, string>,
  digests: Map<string, ArticleDigest>,
): UnitCheck {
  const problems: string[] = [];
  const added = new Map<string, string[]>();
  const parsed = unitFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { added, problems: [`${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid file"}`] };
  }
  const refs = unitRefs[unit] ?? [];
  const seen = new Set(
    refs.flatMap((ref) => {
      const d = digests.get(ref);
      // The questions a merge wrote for it are what the file replaces: a file checked again after merging passes.
      return d ? askedQuestions(d).map(plainWords) : [];
    }),
  );
  for (const ref of refs) if (!parsed.data[ref]) problems.push(`${ref}: no questions written`);
  for (const [ref, asks] of Object.entries(parsed.data)) {
    if (!refs.includes(ref)) {
      problems.push(`${ref}: not an article of this unit`);
      continue;
    }
    const title = titles[ref] ?? "";
    for (const ask of asks) {
      if (!ask.endsWith("?")) problems.push(`${ref}: does not end with a question mark: "${ask}"`);
      if (/\bwhether\b/i.test(ask)) problems.push(`${ref}: says "whether": "${ask}"`);
      if (copiesTitle(ask, title)) problems.push(`${ref}: repeats the title: "${ask}"`);
      if (seen.has(plainWords(ask))) problems.push(`${ref}: already asked in this unit: "${ask}"`);
      seen.add(plainWords(ask));
    }
    added.set(ref, asks);
  }
  return { added, problems };
}

const loadJson = <T>(name: string) => JSON.parse(readFileSync(path.join(work, name), "utf8")) as T;

/** A unit file's check, the queue's units and titles read once for every file checked. */
function fileChecker(digests: Map<string, ArticleDigest>): (file: string) => UnitCheck {
  const unitRefs = loadJson<Record<string, string[]>>("unit-refs.json");
  const titles = loadJson<Record<string, string>>("titles.json");
  return (file) => checkUnitFile(file, (raw, unit) => checkUnit(unit, raw, unitRefs, titles, digests));
}

function check(files: string[]): void {
  const digests = new Map(readDigestFiles().map((d) => [d.ref, d]));
  reportChecks(files, fileChecker(digests), "questions");
}

function merge(): void {
  const all = readDigestFiles();
  const digests = new Map(all.map((d) => [d.ref, d]));
  const { count, skipped } = applyCheckedUnits(dirs.out, fileChecker(digests), (ref, asks) => {
    const digest = digests.get(ref);
    if (digest) digest.distinctAsks = asks;
  });
  writeDigestFiles(all);
  console.log(`${count} questions written into ${all.length} digests`);
  if (skipped.length) console.log(`not merged, fix and merge again: ${skipped.join(", ")}`);
}

await runCommand("distinct-asks.ts", work, { prepare, check, merge, status: () => queueStatus(work, dirs) });
