import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The folders of a writing queue: unit texts to read, claims taken, unit files written. */
export function workFolders(work: string) {
  return {
    units: path.join(work, "units"),
    claims: path.join(work, "claims"),
    out: path.join(work, "out"),
  };
}

/** Takes the next unit of the queue nobody has taken (a claim is a folder, made atomically) and prints its files. */
export function claimNext(work: string, who: string): void {
  const dirs = workFolders(work);
  const queue = readFileSync(path.join(work, "queue.txt"), "utf8").split("\n").filter(Boolean);
  for (const unit of queue) {
    try {
      mkdirSync(path.join(dirs.claims, unit));
    } catch {
      continue;
    }
    writeFileSync(path.join(dirs.claims, unit, "by"), who);
    console.log(`unit ${unit}`);
    console.log(`read  ${path.join(dirs.units, `${unit}.txt`)}`);
    console.log(`write ${path.join(dirs.out, `${unit}.json`)}`);
    return;
  }
  console.log("nothing left to claim");
}
