import { judgeRelevance } from "../../src/server/answers/relevance.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { retrieve } from "../../src/server/knowledge-base/retrieval/index.js";
import { DEVELOPMENT } from "../retrieval/dev-set.js";
import { UNTREATED as FIRST } from "../retrieval/untreated-questions.js";

/**
 * The development questions of the "he did not treat it" judgement: matters of our day, in two lists
 * written at different times (the second before the judgement was next changed), and, as controls, the
 * retrieval benchmark's development questions, which he did treat. The answer regression set's untreated
 * items are only measured (npm run bench:regression), never tuned on.
 *
 *   npm run bench:untreated [-- --show]
 */
const SECOND = [
  "what's the best diet to lose weight",
  "are video games a waste of time",
  "should I major in computer science",
  "is nuclear power safe",
  "what do you think about the moon landing",
  "is it ethical to eat lab-grown meat",
  "should the voting age be 16",
  "are self-driving cars a good idea",
  "how do vaccines work",
  "is it ok to use emojis in a school essay",
  "what is quantum physics",
  "should I trust wikipedia",
  "is gene editing of babies wrong",
  "what's your favorite football team",
  "should schools teach coding",
  "is tiktok bad for my attention span",
  "can computers be conscious",
  "what do you think about evolution",
  "what is the big bang theory",
  "should I invest in the stock market or real estate",
  "is online dating ok",
  "is it wrong to get plastic surgery",
  "are zoos cruel to animals",
  "should I learn spanish or french",
  "what about space travel to other planets",
  "is texting while driving a sin",
  "should I take a gap year before college",
  "are energy drinks bad for you",
  "is it wrong to unfriend someone on facebook",
];
const d = await openDatabase(loadEnv());
const show = process.argv.includes("--show");
async function judge(q: string) {
  const r = await retrieve(d.db, { question: q, limit: 5 });
  const j = judgeRelevance(r);
  return { ...j, top: r[0]?.articleRef, unknown: r[0]?.unknown ?? 0 };
}
for (const [name, list] of [
  ["first", FIRST],
  ["second", SECOND],
] as const) {
  let u = 0;
  for (const q of list) {
    const j = await judge(q);
    if (j.relevance === "untreated") u++;
    else if (show)
      console.log(
        `  ${name} ${j.relevance} cov ${j.coverage.toFixed(2)} unk ${j.unknown.toFixed(2)} m ${j.margin.toFixed(2)} | ${q} -> ${j.top}`,
      );
  }
  console.log(`${name}: ${u}/${list.length} untreated`);
}
let fu = 0;
const counts: Record<string, number> = {};
for (const q of DEVELOPMENT) {
  const j = await judge(q.question);
  counts[j.relevance] = (counts[j.relevance] ?? 0) + 1;
  if (j.relevance === "untreated") {
    fu++;
    if (show)
      console.log(`  DEV untreated cov ${j.coverage.toFixed(2)} unk ${j.unknown.toFixed(2)} | ${q.question}`);
  }
}
console.log("retrieval development questions (he treated them all):", counts);
await d.close();
