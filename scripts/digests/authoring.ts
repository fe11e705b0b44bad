/**
 * Writing article digests from the text, several authors at once.
 *
 *   prepare            the article texts and a queue of units (an ST question, or a few SCG chapters)
 *   claim NAME         takes the next unit nobody has taken and prints where its text is
 *   check FILE         checks a unit's digests against the article texts
 *   merge              adds every checked unit to the digest files in the repository
 *   status             how many articles have digests, in the repository and waiting to be merged
 *
 * The work folder is DIGEST_WORK (default ../digest-work beside the repository).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ArticleDigest, articleDigestSchema } from "../../src/common/knowledge-base/digest.js";
import { checkDigest } from "../../src/server/knowledge-base/digests/check-digest.js";
import {
  DIGEST_DIR,
  digestFileFor,
  readDigestFiles,
  writeDigestFiles,
} from "../../src/server/knowledge-base/digests/digest-files.js";
import { structureVerdict } from "../../src/server/knowledge-base/digests/structure-verdict.js";
import { type ArticleText, readCorpusTexts } from "./article-texts.js";
import { runCommand } from "./unit-files.js";
import { fileName, renderArticle, units } from "./units.js";
import { workFolders } from "./work-queue.js";

const root = path.resolve(import.meta.dirname, "../..");
const work = path.resolve(process.env.DIGEST_WORK ?? path.join(root, "..", "digest-work"));
const corpus = path.resolve(process.env.KB_CORPUS_DIR ?? path.join(root, "..", "shared", "corpus"));
const dirs = workFolders(work);

async function prepare(): Promise<void> {
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  const texts = await readCorpusTexts(corpus);
  writeFileSync(path.join(work, "articles.json"), JSON.stringify(texts.articles));
  const done = new Set(readDigestFiles().map((d) => d.ref));
  const queue: string[] = [];
  for (const [unit, articles] of units(texts)) {
    const name = fileName(unit);
    const questionRef = articles[0]?.work === "st" ? unit : null;
    const prologue = questionRef ? texts.prologues[questionRef] : undefined;
    const head = prologue ? `### ${questionRef} (prologue)\n${prologue}\n\n` : "";
    writeFileSync(path.join(dirs.units, `${name}.txt`), head + articles.map(renderArticle).join("\n\n"));
    if (!articles.every((a) => done.has(a.ref))) queue.push(name);
  }
  writeFileSync(path.join(work, "queue.txt"), `${queue.join("\n")}\n`);
  console.log(
    `${texts.articles.length} articles in ${queue.length} units still to write; work folder ${work}`,
  );
}

function loadArticles(): Map<string, ArticleText> {
  const list = JSON.parse(readFileSync(path.join(work, "articles.json"), "utf8")) as ArticleText[];
  return new Map(list.map((a) => [a.ref, a]));
}

interface FileCheck {
  digests: ArticleDigest[];
  problems: string[];
}

function checkFile(file: string, articles: Map<string, ArticleText>): FileCheck {
  const problems: string[] = [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return { digests: [], problems: [`not valid JSON: ${(error as Error).message}`] };
  }
  if (!Array.isArray(raw)) return { digests: [], problems: ["the file must hold a JSON array of digests"] };
  const digests: ArticleDigest[] = [];
  raw.forEach((entry, i) => {
    const parsed = articleDigestSchema.safeParse(entry);
    const label = (entry as { ref?: string })?.ref ?? `entry ${i + 1}`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${label}: ${issue.path.join(".")}: ${issue.message}`);
      return;
    }
    const article = articles.get(parsed.data.ref);
    if (!article) {
      problems.push(`${label}: no such article`);
      return;
    }
    const result = checkDigest(parsed.data, article);
    for (const error of result.errors) problems.push(`${label}: ${error}`);
    if (result.disagreement) {
      problems.push(
        `${label}: the objections suggest "${result.disagreement.structure}" but the verdict is "${result.disagreement.verdict}". Re-read the article; if the verdict stands, add "verdictNote" saying why.`,
      );
    }
    digests.push(parsed.data);
  });
  const unit = path.basename(file, ".json");
  const unitText = existsSync(path.join(dirs.units, `${unit}.txt`))
    ? readFileSync(path.join(dirs.units, `${unit}.txt`), "utf8")
    : "";
  const expected = [...unitText.matchAll(/^=== (.+?) — /gm)].map((m) => m[1] ?? "");
  const written = new Set(digests.map((d) => d.ref));
  for (const ref of expected) if (!written.has(ref)) problems.push(`${ref}: no digest`);
  return { digests, problems };
}

function check(files: string[]): void {
  const articles = loadArticles();
  let bad = 0;
  for (const file of files) {
    const { digests, problems } = checkFile(file, articles);
    if (problems.length === 0)
      console.log(`${path.basename(file)}: ${digests.length} digests, all checks pass`);
    else {
      bad++;
      console.log(`${path.basename(file)}: ${problems.length} problem(s)`);
      for (const p of problems) console.log(`  - ${p}`);
    }
  }
  process.exitCode = bad ? 1 : 0;
}

function merge(): void {
  const articles = loadArticles();
  const byRef = new Map(readDigestFiles().map((d) => [d.ref, d]));
  let added = 0;
  const skipped: string[] = [];
  for (const name of readdirSync(dirs.out).filter((f) => f.endsWith(".json"))) {
    const { digests, problems } = checkFile(path.join(dirs.out, name), articles);
    if (problems.length > 0) {
      skipped.push(`${name} (${problems.length} problems)`);
      continue;
    }
    for (const d of digests) {
      if (!byRef.has(d.ref)) added++;
      byRef.set(d.ref, d);
    }
  }
  const order = [...articles.keys()];
  const sorted = order.flatMap((ref) => {
    const d = byRef.get(ref);
    return d ? [d] : [];
  });
  writeDigestFiles(sorted);
  writeDisagreements(sorted, articles);
  console.log(`${added} digests added; ${sorted.length} of ${order.length} articles have one`);
  if (skipped.length) console.log(`not merged, fix and merge again: ${skipped.join(", ")}`);
  const files = new Set(sorted.map((d) => digestFileFor(d.ref)));
  console.log(`files: ${[...files].join(", ")}`);
}

/**
 * The digests whose verdict differs from what the article's structure suggests, each settled by
 * re-reading the article (its note says why the verdict stands): kept in a file beside the digests.
 */
function writeDisagreements(digests: ArticleDigest[], articles: Map<string, ArticleText>): void {
  const list = digests.flatMap((d) => {
    const article = articles.get(d.ref);
    if (!article) return [];
    const first = article.sections.find((s) => s.kind === "objection")?.content;
    const structure = structureVerdict(article.title, first);
    if (!structure || structure === d.verdict) return [];
    // A distinction is his answer in its own right; a flat yes or no against the structure carries a note.
    const settled =
      d.verdict === "distinguishes" ? "he distinguishes (see the digest's plain answer)" : d.verdictNote;
    return [{ ref: d.ref, title: article.title, structure, verdict: d.verdict, settled: settled ?? null }];
  });
  writeFileSync(path.join(DIGEST_DIR, "verdict-disagreements.json"), `${JSON.stringify(list, null, 1)}\n`);
  console.log(
    `${list.length} verdicts differ from the structure's suggestion (listed in verdict-disagreements.json)`,
  );
}

function status(): void {
  const articles = loadArticles();
  const merged = new Set(readDigestFiles().map((d) => d.ref));
  const waiting = readdirSync(dirs.out).filter((f) => f.endsWith(".json")).length;
  const claimed = readdirSync(dirs.claims).length;
  console.log(
    `${merged.size} of ${articles.size} articles in the repository; ${waiting} unit files written; ${claimed} units claimed`,
  );
}

await runCommand("authoring.ts", work, { prepare, check, merge, status });
