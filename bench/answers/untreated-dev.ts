import { judgeRelevance } from "../../src/server/answers/relevance.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { retrieve } from "../../src/server/knowledge-base/retrieval/index.js";
import { DEVELOPMENT } from "../retrieval/dev-set.js";
import { UNTREATED as FIRST } from "../retrieval/untreated-questions.js";
import { TREATED_IN_OUR_WORDS, UNTREATED_FIFTH } from "./fifth-lists.js";
import { UNTREATED_HELD_OUT } from "./held-out-lists.js";
import { UNTREATED_FOURTH } from "./second-lists.js";
import { TREATED_IN_OUR_WORDS_SECOND, UNTREATED_SIXTH } from "./sixth-lists.js";

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
/** A third list, in adults' as well as young people's wording, written before the judgement was next changed. */
const THIRD = [
  "Is it morally acceptable for a company to track its employees' emails?",
  "What would Aquinas say about using drones in warfare?",
  "Is it wrong to mine cryptocurrency when it uses so much electricity?",
  "Should parents let their children use smartphones before age twelve?",
  "How should a Christian think about climate change policy?",
  "Is it ethical to create human-animal hybrids in a laboratory?",
  "Does a corporation have moral responsibility like a person?",
  "Is it wrong to pirate software for school?",
  "Are loot boxes in video games a form of gambling?",
  "Can an algorithm be biased in a moral sense?",
  "What is the right way to use a credit card?",
  "Is space tourism a waste of money?",
  "Should billionaires exist?",
  "Is it okay to post photos of my friends online without asking?",
  "What would he think of nuclear deterrence?",
  "Are electric scooters dangerous?",
  "Should I use a fitness tracker?",
  "Is it ethical to freeze my eggs?",
  "What should I think about genetically modified crops?",
  "Can a self-driving car make a moral choice?",
  "Is it wrong to spend so much money on concert tickets?",
  "Should governments ban plastic bags?",
  "Is esports a real sport?",
  "Is it fine to have a pet snake?",
];
const d = await openDatabase(loadEnv());
const show = process.argv.includes("--show");
async function judge(q: string) {
  const r = await retrieve(d.db, { question: q, limit: 5 });
  const j = judgeRelevance(r, q);
  return { ...j, top: r[0]?.articleRef, unknown: r[0]?.unknown ?? 0 };
}
for (const [name, list] of [
  ["first", FIRST],
  ["second", SECOND],
  ["third", THIRD],
  ["fourth", UNTREATED_FOURTH],
  ["fifth", UNTREATED_FIFTH],
  ["sixth", UNTREATED_SIXTH],
  ["held out", UNTREATED_HELD_OUT],
] as const) {
  let u = 0;
  for (const q of list) {
    const j = await judge(q);
    if (j.relevance === "untreated") u++;
    else if (show && name !== "held out")
      console.log(
        `  ${name} ${j.relevance} cov ${j.coverage.toFixed(2)} unk ${j.unknown.toFixed(2)} m ${j.margin.toFixed(2)} | ${q} -> ${j.top}`,
      );
  }
  console.log(`${name}: ${u}/${list.length} untreated`);
}
const counts: Record<string, number> = {};
for (const q of DEVELOPMENT) {
  const j = await judge(q.question);
  counts[j.relevance] = (counts[j.relevance] ?? 0) + 1;
  if (j.relevance === "untreated" && show)
    console.log(`  DEV untreated cov ${j.coverage.toFixed(2)} unk ${j.unknown.toFixed(2)} | ${q.question}`);
}
console.log("retrieval development questions (he treated them all):", counts);
for (const [name, list] of [
  ["fifth", TREATED_IN_OUR_WORDS],
  ["sixth", TREATED_IN_OUR_WORDS_SECOND],
] as const) {
  let answered = 0;
  let first = 0;
  for (const { question, articles } of list) {
    const j = await judge(question);
    if (j.relevance !== "untreated") answered++;
    else if (show) console.log(`  ${name} treated, judged untreated: ${question} -> ${j.top}`);
    if (j.top && articles.includes(j.top)) first++;
  }
  console.log(
    `${name}, treated in our words: ${answered}/${list.length} not judged untreated, ${first} with a right article first`,
  );
}
await d.close();
