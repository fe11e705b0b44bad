import os from "node:os";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { buildApp } from "../../src/server/app.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { importDigests } from "../../src/server/knowledge-base/digests/import-digests.js";
import { meaningState, weighMeaning } from "../../src/server/knowledge-base/meaning/question-meaning.js";
import { ensureRetrievalIndex, retrieve } from "../../src/server/knowledge-base/retrieval/index.js";
import { SECOND_JUDGED, secondAnswers } from "../labels/second-judgement.js";
import { DEV_SET, DEVELOPMENT, type DevQuestion, HELD_OUT, WRITTEN_LATER } from "./dev-set.js";
import { firstHit, percentile, type Scores, score } from "./metrics.js";

/**
 * Retrieval on learners' questions: recall@1, recall@5 and MRR on the development part (tuned on) and
 * the held-out part (only measured), and latency in process and through HTTP.
 *   npm run bench:retrieval              figures, and the development questions not answered first
 *   npm run bench:retrieval -- --quiet   figures only
 *   npm run bench:retrieval -- --words-only   ranked by the words alone, as with RETRIEVAL_MEANING=false
 */
const TARGETS = { heldOutRecallAt1: 0.75, heldOutRecallAt5: 0.9, gap: 0.05, p95Ms: 20 };
const ROUNDS = 2;
const quiet = process.argv.includes("--quiet");
const wordsOnly = process.argv.includes("--words-only");

const env = { ...loadEnv(), ...(wordsOnly ? { RETRIEVAL_MEANING: false } : {}) };
weighMeaning(env.RETRIEVAL_MEANING);
const database = await openDatabase(env);
const { db, pool } = database;

interface SetResult extends Scores {
  name: string;
  size: number;
  misses: string[];
  /** The same questions scored by the second judgement's labels (bench/labels). */
  second: Scores;
}

async function measure(name: string, questions: DevQuestion[], durations: number[]): Promise<SetResult> {
  const ranks: (number | null)[] = [];
  const secondRanks: (number | null)[] = [];
  const misses: string[] = [];
  for (const item of questions) {
    const t0 = performance.now();
    const found = (await retrieve(db, { question: item.question, limit: 5 })).map((a) => a.articleRef);
    durations.push(performance.now() - t0);
    const rank = firstHit(found, item.answers);
    ranks.push(rank);
    secondRanks.push(firstHit(found, item.secondAnswers ?? secondAnswers(item.question, item.answers)));
    if (rank !== 1)
      misses.push(
        `  ${rank === null ? "miss" : `#${rank}  `} [${item.area}] ${item.question}\n        want ${item.answers.join(" | ")}\n        got  ${found.slice(0, 3).join(" | ")}`,
      );
  }
  return { name, size: questions.length, ...score(ranks), misses, second: score(secondRanks) };
}

/**
 * The client that times the requests runs on a thread of its own, as a browser would be a process of its own:
 * its fetching and reading of each reply is not the server's time.
 */
const CLIENT_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const durations = [];
  for (let round = 0; round < workerData.rounds + 1; round++) {
    for (const url of workerData.urls) {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (round > 0) durations.push(performance.now() - t0);
    }
  }
  parentPort.postMessage(durations);
})().catch((error) => parentPort.postMessage({ error: String(error) }));`;

async function overHttp(questions: DevQuestion[]): Promise<number[]> {
  const app = await buildApp({ db, pool, env });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const urls = questions.map(
    (item) =>
      `http://127.0.0.1:${port}/api/knowledge-base/search?limit=5&q=${encodeURIComponent(item.question)}`,
  );
  try {
    const client = new Worker(CLIENT_SOURCE, { eval: true, workerData: { urls, rounds: ROUNDS } });
    const reply = await new Promise<number[] | { error: string }>((resolve, reject) => {
      client.once("message", resolve);
      client.once("error", reject);
    });
    await client.terminate();
    if (!Array.isArray(reply)) throw new Error(`the HTTP client failed: ${reply.error}`);
    return reply;
  } finally {
    await app.close();
  }
}

try {
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_base`);
  const rows = Number(counted.rows[0]?.n ?? 0);
  if (rows === 0) {
    console.error(
      `The knowledge base in ${env.DATA_DIR} is empty. Run \`npm run kb:import\` with the same DATA_DIR first.`,
    );
    process.exitCode = 1;
  } else {
    await importDigests(pool);
    const started = performance.now();
    await ensureRetrievalIndex(db);
    await retrieve(db, { question: "warm up", limit: 5 });
    const indexMs = performance.now() - started;
    const coverage = await db.execute<{ digests: number; articles: number }>(sql`
      select (select count(*)::int from kb_article_digests) as digests,
        (select count(distinct article_ref)::int from knowledge_base
         where work_key in ('st', 'scg') and language = 'en' and section_kind <> 'note'
           and (work_key = 'scg' or article_ref ~ ', a\\. \\d+$')) as articles`);
    const all = [...DEVELOPMENT, ...HELD_OUT];
    for (const item of all) await retrieve(db, { question: item.question, limit: 5 });

    const inProcess: number[] = [];
    const dev = await measure("development", DEVELOPMENT, inProcess);
    const held = await measure("held-out", HELD_OUT, inProcess);
    // The development part mixes two kinds of question: the first hand-written set, close to the
    // titles' wording, and learners' own wording, written the same way as the held-out part.
    const firstSet = await measure("  first set", DEV_SET, []);
    const learners = await measure(
      "  learners",
      DEVELOPMENT.filter((q) => !DEV_SET.includes(q)),
      [],
    );
    // Questions in learners' own settings, written later for the replies (outside the development figure).
    const later = await measure("later", WRITTEN_LATER, []);
    const http = await overHttp(all);

    console.log(
      `Retrieval benchmark, ${new Date().toISOString().slice(0, 10)}: ${rows} knowledge-base rows; ${coverage.rows[0]?.digests ?? 0} of ${coverage.rows[0]?.articles ?? 0} articles have a digest`,
    );
    console.log(
      `Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`,
    );
    console.log(`Index check/build: ${indexMs.toFixed(0)} ms`);
    console.log(
      `Ranking: ${env.RETRIEVAL_MEANING ? `words and meaning (sentence encoder: ${meaningState().state})` : "words only"}`,
    );
    if (!quiet && dev.misses.length > 0)
      console.log(`Development questions not first:\n${dev.misses.join("\n")}`);
    console.log("");
    const table = (title: string, pick: (r: SetResult) => Scores) => {
      console.log(title);
      console.log("set            questions  recall@1  recall@5    MRR");
      for (const r of [dev, firstSet, learners, held, later]) {
        const s = pick(r);
        console.log(
          `${r.name.padEnd(14)} ${String(r.size).padStart(9)}  ${s.recallAt1.toFixed(3).padStart(8)}  ${s.recallAt5.toFixed(3).padStart(8)}  ${s.mrr.toFixed(3).padStart(6)}`,
        );
      }
      console.log(
        `development − held-out recall@1 gap: ${Math.abs(pick(dev).recallAt1 - pick(held).recallAt1).toFixed(3)} (target ≤ 0.05)`,
      );
      console.log(
        `development in learners' wording − held-out recall@1 gap: ${Math.abs(pick(learners).recallAt1 - pick(held).recallAt1).toFixed(3)}`,
      );
    };
    table("By the labels as first written:", (r) => r);
    console.log("");
    table(
      `By the second, blind judgement of the labels (bench/labels, ${SECOND_JUDGED} items read):`,
      (r) => r.second,
    );
    const line = (label: string, values: number[]) =>
      `${label} p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms over ${values.length} requests`;
    console.log(line("in process:", inProcess));
    console.log(line("over HTTP (client on a thread of its own): ", http));
    const met = (held: Scores, dev: Scores) =>
      held.recallAt1 >= TARGETS.heldOutRecallAt1 &&
      held.recallAt5 >= TARGETS.heldOutRecallAt5 &&
      Math.abs(dev.recallAt1 - held.recallAt1) <= TARGETS.gap &&
      percentile(http, 95) <= TARGETS.p95Ms;
    const verdict = (held: Scores, dev: Scores) => (met(held, dev) ? "met" : "NOT met");
    console.log(
      `Targets (held-out recall@1 ≥ ${TARGETS.heldOutRecallAt1}, recall@5 ≥ ${TARGETS.heldOutRecallAt5}, development − held-out recall@1 gap ≤ ${TARGETS.gap}, HTTP p95 ≤ ${TARGETS.p95Ms} ms): ${verdict(held, dev)} by the first labels, ${verdict(held.second, dev.second)} by the second judgement's.`,
    );
  }
} finally {
  await database.close();
}
