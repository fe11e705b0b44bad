/**
 * Widening the digests' learner questions, several writers at once: each unit's articles are read again
 * and the digests that hold fewer than eight `asks` receive new ones in wordings their asks do not yet use.
 *
 *   prepare            the unit texts, each article followed by the asks it already has, and a queue
 *   claim NAME         takes the next unit nobody has taken and prints where its text is
 *   check FILE         checks a unit's new asks: known articles, no copy of a title or of an ask, at most eight
 *   merge              adds every checked unit's asks to the digest files in the repository
 *   status             how many units are written
 *
 * A unit's file is a JSON object from article reference to the new asks: { "ST I, q. 2, a. 3": ["…"] }.
 * The work folder is ASKS_WORK (default ../asks-work beside the repository).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ArticleDigest } from "../../src/common/knowledge-base/digest.js";
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

const MAX_ASKS = 8;
const root = path.resolve(import.meta.dirname, "../..");
const work = path.resolve(process.env.ASKS_WORK ?? path.join(root, "..", "asks-work"));
const corpus = path.resolve(process.env.KB_CORPUS_DIR ?? path.join(root, "..", "shared", "corpus"));
const dirs = workFolders(work);

const unitFileSchema = z.record(z.string(), z.array(z.string().trim().min(8).max(200)).min(1));

const BRIEF: Record<string, number> = { objection: 260, sed_contra: 260, respondeo: 1400, paragraph: 1400 };

function renderUnit(articles: ArticleText[], digests: Map<string, ArticleDigest>): string {
  return articles
    .map((article) => {
      const asks = digests.get(article.ref)?.asks ?? [];
      const room = MAX_ASKS - asks.length;
      const list = asks.map((a) => `  - ${a}`).join("\n");
      const summary = digests.get(article.ref)?.plain.adult ?? "";
      return `${renderBrief(article, BRIEF)}\n[his answer in brief] ${summary}\n>>> ${article.ref} already asks (room for ${room} more):\n${list}`;
    })
    .join("\n\n");
}

/**
 * The queue taken part by part in turn (ST I, I-II, II-II, III, the Supplement, each SCG book), so that
 * however far the writing gets, every part of the Summa has been widened about as much.
 */
function interleave(queue: string[]): string[] {
  const partOf = (unit: string) => /^(ST_[A-Za-z_]+?|SCG_[IV]+)_(q|c)_/.exec(unit)?.[1] ?? unit;
  const parts = new Map<string, string[]>();
  for (const unit of queue) parts.set(partOf(unit), [...(parts.get(partOf(unit)) ?? []), unit]);
  const placed = [...parts.values()].flatMap((list) =>
    list.map((unit, i) => ({ unit, at: (i + 0.5) / list.length })),
  );
  return placed.sort((a, b) => a.at - b.at).map((p) => p.unit);
}

async function prepare(): Promise<void> {
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  const { readCorpusTexts } = await import("./article-texts.js");
  const texts = await readCorpusTexts(corpus);
  writeFileSync(
    path.join(work, "titles.json"),
    JSON.stringify(Object.fromEntries(texts.articles.map((a) => [a.ref, a.title]))),
  );
  const digests = new Map(readDigestFiles().map((d) => [d.ref, d]));
  const queue: string[] = [];
  for (const [unit, articles] of units(texts)) {
    if (articles.every((a) => (digests.get(a.ref)?.asks.length ?? MAX_ASKS) >= MAX_ASKS)) continue;
    const name = fileName(unit);
    writeFileSync(path.join(dirs.units, `${name}.txt`), renderUnit(articles, digests));
    queue.push(name);
  }
  writeFileSync(path.join(work, "queue.txt"), `${interleave(queue).join("\n")}\n`);
  console.log(`${queue.length} units with room for more asks; work folder ${work}`);
}

/** The new asks of one unit file, each checked against its article's title and the asks it has. */
function checkNewAsks(
  raw: unknown,
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
  for (const [ref, asks] of Object.entries(parsed.data)) {
    const title = titles[ref];
    const digest = digests.get(ref);
    if (!title || !digest) {
      problems.push(`${ref}: no such article with a digest`);
      continue;
    }
    const seen = new Set(digest.asks.map(plainWords));
    for (const ask of asks) {
      if (copiesTitle(ask, title)) problems.push(`${ref}: ask repeats the title: "${ask}"`);
      else if (seen.has(plainWords(ask))) problems.push(`${ref}: ask already there: "${ask}"`);
      seen.add(plainWords(ask));
    }
    if (digest.asks.length + asks.length > MAX_ASKS)
      problems.push(`${ref}: ${digest.asks.length} asks + ${asks.length} new is more than ${MAX_ASKS}`);
    added.set(ref, asks);
  }
  return { added, problems };
}

function checkFile(file: string, titles: Record<string, string>, digests: Map<string, ArticleDigest>) {
  return checkUnitFile(file, (raw) => checkNewAsks(raw, titles, digests));
}

const loadTitles = () =>
  JSON.parse(readFileSync(path.join(work, "titles.json"), "utf8")) as Record<string, string>;

function check(files: string[]): void {
  const titles = loadTitles();
  const digests = new Map(readDigestFiles().map((d) => [d.ref, d]));
  reportChecks(files, (file) => checkFile(file, titles, digests), "new asks");
}

function merge(): void {
  const titles = loadTitles();
  const all = readDigestFiles();
  const digests = new Map(all.map((d) => [d.ref, d]));
  const { count, skipped } = applyCheckedUnits(
    dirs.out,
    (file) => checkFile(file, titles, digests),
    (ref, asks) => {
      const digest = digests.get(ref);
      if (digest) digest.asks = [...digest.asks, ...asks];
    },
  );
  writeDigestFiles(all);
  console.log(`${count} asks added to ${all.length} digests`);
  if (skipped.length) console.log(`not merged, fix and merge again: ${skipped.join(", ")}`);
}

await runCommand("more-asks.ts", work, { prepare, check, merge, status: () => queueStatus(work, dirs) });
