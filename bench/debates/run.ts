import { PHILOSOPHER_KEYS, TOPIC_KEYS } from "../../src/common/debates/catalogue.js";
import { buildApp } from "../../src/server/app.js";
import type { AppContext } from "../../src/server/app-context.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { importCorpusIfIncomplete } from "../../src/server/knowledge-base/import/on-start.js";
import { ensureRetrievalIndex } from "../../src/server/knowledge-base/retrieval/index.js";
import { articleRanker } from "../../src/server/knowledge-base/retrieval/memory/load-ranker.js";
import { percentile } from "../answers/measure.js";

/**
 * Server time of grounded debate turns (Aquinas' and the philosophers'), measured through the real routes
 * on the knowledge base in DATA_DIR: every opponent on two topics, four turns each.
 */
const env = loadEnv();
const database = await openDatabase(env, (line) => console.log(line));
await importCorpusIfIncomplete(database.pool, env, (line) => console.log(line));
await ensureRetrievalIndex(database.db);
await articleRanker(database.db);
const ctx: AppContext = { db: database.db, pool: database.pool, env };
const app = await buildApp(ctx);
await app.ready();

async function debate(opponent: string, topic: string, timings: { aquinas: number[]; opponent: number[] }) {
  const created = await app.inject({
    method: "POST",
    url: "/api/debates",
    payload: { title: `Bench: ${opponent} on ${topic}`, topic, opponentPhilosopher: opponent, maxTurns: 4 },
  });
  const { id } = created.json() as { id: string };
  for (let turn = 1; turn <= 4; turn++) {
    const speaker = turn % 2 ? "aquinas" : "opponent";
    const started = performance.now();
    const res = await app.inject({
      method: "POST",
      url: `/api/debates/${id}/arguments`,
      payload: { speaker, educationLevel: "college" },
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 201)
      throw new Error(`${opponent}/${topic} turn ${turn}: ${res.statusCode} ${res.body}`);
    timings[speaker].push(ms);
  }
  await app.inject({ method: "DELETE", url: `/api/debates/${id}` });
}

const warm = { aquinas: [] as number[], opponent: [] as number[] };
await debate("hume", "causation", warm);
const timings = { aquinas: [] as number[], opponent: [] as number[] };
for (const [i, key] of PHILOSOPHER_KEYS.entries()) {
  for (const topic of [TOPIC_KEYS[i % 12], TOPIC_KEYS[(i + 5) % 12]] as string[])
    await debate(key, topic, timings);
}
const all = [...timings.aquinas, ...timings.opponent];
const fmt = (xs: number[]) =>
  `n=${xs.length} p50=${percentile(xs, 50).toFixed(1)} ms p95=${percentile(xs, 95).toFixed(1)} ms max=${Math.max(...xs).toFixed(1)} ms`;
console.log(`Aquinas turns:  ${fmt(timings.aquinas)}`);
console.log(`Opponent turns: ${fmt(timings.opponent)}`);
console.log(`All grounded turns: ${fmt(all)}`);
console.log(`p95 server time of a grounded turn: ${percentile(all, 95).toFixed(1)} ms (target ≤ 300 ms)`);
await app.close();
await database.close();
