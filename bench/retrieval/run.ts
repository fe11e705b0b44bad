import os from "node:os";
import { sql } from "drizzle-orm";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { ensureRetrievalIndex, retrieve } from "../../src/server/knowledge-base/retrieval/index.js";
import { DEV_SET } from "./dev-set.js";
import { firstHit, percentile, score } from "./metrics.js";

const TARGETS = { recallAt1: 0.7, recallAt5: 0.9, p95Ms: 20 };
const GOD_QUESTION = "Can reason prove that God exists?";
const GOD_ANSWERS = ["ST I, q. 2, a. 3", "ST I, q. 2, a. 2"];
const WARM_UP_ROUNDS = 2;
const TIMED_ROUNDS = 3;

const env = loadEnv();
const database = await openDatabase(env);
const { db } = database;
try {
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_base`);
  const rows = Number(counted.rows[0]?.n ?? 0);
  if (rows === 0) {
    console.error(
      `The knowledge base in ${env.DATA_DIR} is empty. Run \`npm run kb:import\` with the same DATA_DIR first.`,
    );
    process.exitCode = 1;
  } else {
    const started = performance.now();
    await ensureRetrievalIndex(db);
    const indexMs = performance.now() - started;

    for (let round = 0; round < WARM_UP_ROUNDS; round++)
      for (const item of DEV_SET) await retrieve(db, { question: item.question, limit: 5 });

    const ranks: (number | null)[] = [];
    const durations: number[] = [];
    const misses: string[] = [];
    for (const item of DEV_SET) {
      let found: string[] = [];
      for (let round = 0; round < TIMED_ROUNDS; round++) {
        const t0 = performance.now();
        const articles = await retrieve(db, { question: item.question, limit: 5 });
        durations.push(performance.now() - t0);
        found = articles.map((a) => a.articleRef);
      }
      const rank = firstHit(found, item.answers);
      ranks.push(rank);
      if (rank !== 1)
        misses.push(
          `  ${rank === null ? "miss" : `#${rank}  `} [${item.area}] ${item.question}\n        want ${item.answers.join(" | ")}\n        got  ${found.slice(0, 3).join(" | ")}`,
        );
    }
    const god = await retrieve(db, { question: GOD_QUESTION, limit: 5 });
    const godTop = god[0]?.articleRef ?? "(nothing)";
    const s = score(ranks);
    const p50 = percentile(durations, 50);
    const p95 = percentile(durations, 95);
    const met = s.recallAt1 >= TARGETS.recallAt1 && s.recallAt5 >= TARGETS.recallAt5 && p95 <= TARGETS.p95Ms;

    console.log(`Retrieval benchmark: ${DEV_SET.length} questions, ${rows} knowledge-base rows`);
    console.log(
      `Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`,
    );
    console.log(`Index check/build: ${indexMs.toFixed(0)} ms`);
    if (misses.length > 0) console.log(`Not first:\n${misses.join("\n")}`);
    console.log(`recall@1  ${s.recallAt1.toFixed(3)}   (target ≥ ${TARGETS.recallAt1})`);
    console.log(`recall@5  ${s.recallAt5.toFixed(3)}   (target ≥ ${TARGETS.recallAt5})`);
    console.log(`MRR       ${s.mrr.toFixed(3)}`);
    console.log(
      `latency   p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${durations.length} runs   (target p95 ≤ ${TARGETS.p95Ms} ms)`,
    );
    console.log(`"${GOD_QUESTION}" → ${godTop} ${GOD_ANSWERS.includes(godTop) ? "(ok)" : "(WRONG)"}`);
    console.log(met ? "Targets met." : "Targets NOT met.");
    if (!met || !GOD_ANSWERS.includes(godTop)) process.exitCode = 1;
  }
} finally {
  await database.close();
}
