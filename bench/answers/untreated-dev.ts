import { judgeRelevance } from "../../src/server/answers/relevance.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { retrieve } from "../../src/server/knowledge-base/retrieval/index.js";
import { DEVELOPMENT } from "../retrieval/dev-set.js";

/**
 * The development questions of the "he did not treat it" judgement: matters of our day, in two lists
 * written at different times (the second before the judgement was next changed), and, as controls, the
 * retrieval benchmark's development questions, which he did treat. The answer regression set's untreated
 * items are only measured (npm run bench:regression), never tuned on.
 *
 *   npm run bench:untreated [-- --show]
 */
const FIRST = [
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
