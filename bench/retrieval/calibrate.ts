/**
 * The coverage and margin of the best article, for development questions he answered (right and wrong
 * first article) and for matters he never treated: what the relevance thresholds are set from.
 */

import { judgeRelevance } from "../../src/server/answers/relevance.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { retrieve } from "../../src/server/knowledge-base/retrieval/index.js";
import { DEVELOPMENT } from "./dev-set.js";
import { UNTREATED } from "./untreated-questions.js";

const env = loadEnv();
const database = await openDatabase(env);
const rows: string[] = [];
const bucket = { right: [] as number[], wrong: [] as number[], untreated: [] as number[] };
const outcomes: Record<string, number> = {};
for (const q of DEVELOPMENT) {
  const found = await retrieve(database.db, { question: q.question, limit: 5 });
  const j = judgeRelevance(found, q.question);
  outcomes[j.relevance] = (outcomes[j.relevance] ?? 0) + 1;
  (q.answers.includes(found[0]?.articleRef ?? "") ? bucket.right : bucket.wrong).push(j.coverage);
}
for (const q of UNTREATED) {
  const found = await retrieve(database.db, { question: q, limit: 5 });
  const j = judgeRelevance(found, q);
  bucket.untreated.push(j.coverage);
  rows.push(
    `${j.coverage.toFixed(2)} ${j.margin.toFixed(2)} ${j.relevance.padEnd(9)} ${q} → ${found[0]?.articleRef}`,
  );
}
const share = (xs: number[], t: number) =>
  (xs.filter((x) => x >= t).length / Math.max(xs.length, 1)).toFixed(2);
console.log(rows.join("\n"));
console.log(`development questions judged: ${JSON.stringify(outcomes)}`);
console.log("threshold  right≥  wrong≥  untreated≥");
for (const t of [0.2, 0.3, 0.4, 0.5, 0.55, 0.6, 0.7, 0.8])
  console.log(
    `${t.toFixed(2)}       ${share(bucket.right, t)}    ${share(bucket.wrong, t)}    ${share(bucket.untreated, t)}`,
  );
await database.close();
