import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ArticleText } from "./article-texts.js";
import { claimNext } from "./work-queue.js";

/** Lower case, letters and digits only: two questions that differ only in punctuation or case are one. */
export const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** An article shortened for a writer: the sections `limits` names, each cut at its number of characters. */
export function renderBrief(article: ArticleText, limits: Record<string, number>): string {
  const lines = [`=== ${article.ref} — ${article.title}`];
  for (const s of article.sections) {
    const max = limits[s.kind];
    if (!max) continue;
    lines.push(`[${s.section}] ${s.content.length <= max ? s.content : `${s.content.slice(0, max)} …`}`);
  }
  return lines.join("\n");
}

/** What a unit file adds to the digests, by article reference, and what is wrong with it. */
export interface UnitCheck {
  added: Map<string, string[]>;
  problems: string[];
}

/** Reads a unit file and checks it; a file that is not JSON is one problem. */
export function checkUnitFile(file: string, check: (raw: unknown, unit: string) => UnitCheck): UnitCheck {
  try {
    return check(JSON.parse(readFileSync(file, "utf8")), path.basename(file, ".json"));
  } catch (error) {
    return { added: new Map(), problems: [`not valid JSON: ${(error as Error).message}`] };
  }
}

/** Prints each file's check (`what` names what it adds: "new asks"); the exit code says whether any failed. */
export function reportChecks(files: string[], checkFile: (file: string) => UnitCheck, what: string): void {
  let bad = 0;
  for (const file of files) {
    const { added, problems } = checkFile(file);
    const count = [...added.values()].reduce((n, list) => n + list.length, 0);
    if (problems.length === 0) console.log(`${path.basename(file)}: ${count} ${what}, all checks pass`);
    else {
      bad++;
      console.log(`${path.basename(file)}: ${problems.length} problem(s)`);
      for (const p of problems) console.log(`  - ${p}`);
    }
  }
  process.exitCode = bad ? 1 : 0;
}

/**
 * Every unit file written in `out` that passes its check, handed to `apply` article by article; returns how
 * many questions were applied, and names the files left out for their problems.
 */
export function applyCheckedUnits(
  out: string,
  checkFile: (file: string) => UnitCheck,
  apply: (ref: string, questions: string[]) => void,
): { count: number; skipped: string[] } {
  let count = 0;
  const skipped: string[] = [];
  for (const name of readdirSync(out).filter((f) => f.endsWith(".json"))) {
    const { added, problems } = checkFile(path.join(out, name));
    if (problems.length > 0) {
      skipped.push(`${name} (${problems.length} problems)`);
      continue;
    }
    for (const [ref, questions] of added) {
      apply(ref, questions);
      count += questions.length;
    }
  }
  return { count, skipped };
}

/** How far a queue's writing has got. */
export function queueStatus(work: string, dirs: { claims: string; out: string }): void {
  const queue = readFileSync(path.join(work, "queue.txt"), "utf8").split("\n").filter(Boolean);
  const written = readdirSync(dirs.out).filter((f) => f.endsWith(".json")).length;
  const claimed = readdirSync(dirs.claims).length;
  console.log(`${queue.length} units; ${claimed} claimed; ${written} written`);
}

/** Runs a writing script's command: prepare, claim NAME, check FILE…, merge, status. */
export async function runCommand(
  script: string,
  work: string,
  commands: {
    prepare: () => Promise<void>;
    check: (files: string[]) => void;
    merge: () => void;
    status: () => void;
  },
): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case "prepare":
      await commands.prepare();
      break;
    case "claim":
      claimNext(work, args[0] ?? "someone");
      break;
    case "check":
      commands.check(args);
      break;
    case "merge":
      commands.merge();
      break;
    case "status":
      commands.status();
      break;
    default:
      console.log(`usage: ${script} prepare | claim NAME | check FILE... | merge | status`);
      process.exitCode = 2;
  }
}
