import os from "node:os";
import { sql } from "drizzle-orm";
import { COMPARISON_PHILOSOPHER_KEYS } from "../../src/common/comparison/philosophers.js";
import { COMPARISON_TOPICS } from "../../src/common/comparison/topics.js";
import type { EducationLevel } from "../../src/common/education/levels.js";
import { buildApp } from "../../src/server/app.js";
import { catalogue } from "../../src/server/comparison/catalogue/load.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { articleRanker } from "../../src/server/knowledge-base/retrieval/memory/load-ranker.js";
import { percentile } from "../answers/measure.js";

/**
 * Grounded comparison latency: every philosopher on each of his catalogue topics at three levels, the
 * §5 fallback topics, and topics outside the catalogue (found by retrieval), through the HTTP handler.
 */
const TARGET_P95_MS = 200;
const ROUNDS = 3;
const LEVELS: EducationLevel[] = ["elementary", "high", "scholar"];
const FREE_TOPICS = ["Is it ever right to tell a lie?", "Should we love our enemies?"];

const env = loadEnv();
const database = await openDatabase(env);
const rows =
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_base`)).rows[0]?.n ??
  0;
if (rows === 0) {
  console.error("The knowledge base is empty: run `npm run kb:import` first.");
  process.exit(1);
}
await articleRanker(database.db);
const app = await buildApp({ db: database.db, pool: database.pool, env });
await app.ready();

const requests: Record<string, unknown>[] = [];
for (const philosopher of COMPARISON_PHILOSOPHER_KEYS) {
  for (const position of catalogue().get(philosopher)?.positions ?? []) {
    for (const educationLevel of LEVELS) {
      requests.push({ philosopher, topic: COMPARISON_TOPICS[position.topic].label, educationLevel });
    }
  }
  requests.push({ philosopher, topic: "", educationLevel: "college" });
  requests.push({
    philosopher,
    topic: "",
    educationLevel: "college",
    context: "user: Is evil only the absence of good?\nassistant: Evil is not a nature but a privation.",
  });
  for (const topic of FREE_TOPICS) requests.push({ philosopher, topic, educationLevel: "college" });
}

async function run(payload: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: "POST", url: "/api/comparison/generate", payload });
  const ms = performance.now() - started;
  if (res.statusCode !== 200)
    throw new Error(`${res.statusCode} for ${JSON.stringify(payload)}: ${res.body}`);
  return ms;
}

for (const payload of requests) await run(payload); // warm-up
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) for (const payload of requests) times.push(await run(payload));
times.sort((a, b) => a - b);
const p50 = percentile(times, 50);
const p95 = percentile(times, 95);
console.log(
  `Comparison generation (grounded, no model), ${times.length} requests over ${rows} knowledge-base rows`,
);
console.log(
  `Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `Server time p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms (target p95 ≤ ${TARGET_P95_MS} ms)`,
);
await app.close();
await database.close();
process.exit(p95 <= TARGET_P95_MS ? 0 : 1);
