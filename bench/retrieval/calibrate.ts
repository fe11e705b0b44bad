/**
 * The coverage and margin of the best article, for development questions he answered (right and wrong
 * first article) and for matters he never treated: what the relevance thresholds are set from.
 */

import { judgeRelevance } from "../../src/server/answers/relevance.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { retrieve } from "../../src/server/knowledge-base/retrieval/index.js";
import { DEVELOPMENT } from "./dev-set.js";

/** Matters of our day he never wrote on (written for calibration; not the regression set's). */
const UNTREATED = [
  "is bitcoin a scam",
  "should I get a tattoo on my arm",
  "are there aliens on other planets",
  "is it wrong to use chatgpt to write my essay",
  "what do you think about global warming",
  "can a robot have real feelings",
  "is instagram bad for teenagers",
  "should kids have phones in school",
  "is it ok to download movies for free",
  "what is the best programming language",
  "are electric cars better for the planet",
  "is it wrong to clone a sheep",
  "is it a sin to play violent video games",
  "should I vaccinate my kids",
  "what do you think of the internet",
  "is social media making people lonely",
  "can artificial intelligence think like a human",
  "are smartphones addictive",
  "is it ok to have a crush on a celebrity",
  "should we colonize mars",
  "is recycling a moral duty",
  "can I be friends with someone online I never met",
  "is it wrong to use a vpn",
  "is vaping a sin",
  "what is the stock market",
  "is it wrong to binge watch netflix",
  "should I buy crypto",
];

const env = loadEnv();
const database = await openDatabase(env);
const rows: string[] = [];
const bucket = { right: [] as number[], wrong: [] as number[], untreated: [] as number[] };
const outcomes: Record<string, number> = {};
for (const q of DEVELOPMENT) {
  const found = await retrieve(database.db, { question: q.question, limit: 5 });
  const j = judgeRelevance(found);
  outcomes[j.relevance] = (outcomes[j.relevance] ?? 0) + 1;
  (q.answers.includes(found[0]?.articleRef ?? "") ? bucket.right : bucket.wrong).push(j.coverage);
}
for (const q of UNTREATED) {
  const found = await retrieve(database.db, { question: q, limit: 5 });
  const j = judgeRelevance(found);
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
