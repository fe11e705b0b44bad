// Warm restart: how long from the command to a healthy server, and to the first answered question, on a data
// folder whose corpus is already imported. `npm run bench:start [-- <runs>]`; BENCH_DATA_DIR picks the folder
// (default DATA_DIR or ./data).
import { type ChildProcess, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePort } from "../../src/server/db/free-port.js";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? process.env.DATA_DIR ?? "./data");
const runs = Number(process.argv[2] ?? 5);

interface Variant {
  label: string;
  command: string[];
}

const variants: Variant[] = [
  { label: "npm start (install check, build check, bundled server)", command: ["npm", "start", "--silent"] },
  { label: "node dist/server/main.js (bundled server alone)", command: ["node", "dist/server/main.js"] },
  {
    label: "node --import tsx src/server/main.ts (before: TypeScript at run time)",
    command: ["node", "--import", "tsx", "src/server/main.ts"],
  },
];

/** A question answered from the in-process article index, which the server builds once it listens. */
const QUESTION = "/api/knowledge-base/search?q=Does%20God%20exist%3F&limit=3";

interface Timing {
  /** From the command to the first healthy /api/health. */
  healthy: number;
  /** From the command to the first answered question (it waits for the article index). */
  answered: number;
}

async function timeStart(command: string[]): Promise<Timing> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  });
  try {
    let healthy = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          healthy = performance.now() - started;
          break;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answer = await fetch(`http://127.0.0.1:${port}${QUESTION}`);
    const found = (await answer.json()) as unknown[];
    if (!answer.ok || found.length === 0) throw new Error(`${QUESTION} was not answered (${answer.status})`);
    return { healthy, answered: performance.now() - started };
  } finally {
    await stop(child);
  }
}

/** True while any process of the group `pgid` (the command, npm's shell, the server, its PostgreSQL) runs. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the command and waits for its whole process group: npm exits at once on SIGTERM, while the server it
 * ran still stops its PostgreSQL. The next start must find the data folder as a restart does, not still in use.
 */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const pgid = child.pid;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-pgid, "SIGTERM");
    await exited;
  }
  const deadline = Date.now() + 30_000;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

function timeCommand(command: string): number {
  const started = performance.now();
  execSync(command, { cwd: root, stdio: "ignore" });
  return performance.now() - started;
}

const summarise = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  return `median ${(median / 1000).toFixed(2)} s (min ${((sorted[0] as number) / 1000).toFixed(2)}, max ${((sorted.at(-1) as number) / 1000).toFixed(2)})`;
};

if (!fs.existsSync(path.join(dataDir, "pg", "PG_VERSION"))) {
  console.error(
    `${dataDir} holds no database yet: start Angelicus once (it imports the corpus), then measure.`,
  );
  process.exit(1);
}
console.log(
  `data: ${dataDir}; ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}); Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1)}`,
);
// One start first, so that builds and caches are warm: the figures are for a restart with nothing changed.
await timeStart(variants[0]?.command as string[]);
for (const variant of variants) {
  const times: Timing[] = [];
  for (let i = 0; i < runs; i++) times.push(await timeStart(variant.command));
  console.log(`${variant.label}: healthy ${summarise(times.map((t) => t.healthy))}`);
  console.log(`  first question answered: ${summarise(times.map((t) => t.answered))}`);
}
const checks: number[] = [];
for (let i = 0; i < runs; i++)
  checks.push(
    timeCommand(
      "node -e \"import('./scripts/prepare.mjs').then((m) => process.exit(m.needsInstall() ? 1 : 0))\"",
    ),
  );
console.log(`install check with nothing to install: ${summarise(checks)}`);
console.log(`load average at the end: ${os.loadavg()[0]?.toFixed(1)}`);
