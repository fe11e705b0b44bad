import os from "node:os";
import { sql } from "drizzle-orm";
import { EDUCATION_LEVELS } from "../../src/common/education/levels.js";
import type { ArticleDigest } from "../../src/common/knowledge-base/digest.js";
import { CHAT_MATERIAL_TYPES } from "../../src/common/materials/material-types.js";
import { composeAnswer } from "../../src/server/answers/composer-engine.js";
import { databaseSources } from "../../src/server/answers/knowledge-sources.js";
import type { AnswerResult } from "../../src/server/answers/types.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { generateMaterial } from "../../src/server/materials/generate.js";
import { loadArticles } from "../../src/server/materials/load-articles.js";
import { countVerbatim, percentile } from "../answers/measure.js";
import { DEV_QUESTIONS } from "../answers/questions.js";

/**
 * Grounded generation over the imported knowledge base: each development question is answered by the
 * composer, then every material type is generated from that reply at every level. The time measured is
 * the server's: re-reading the cited articles, composing and guarding.
 */
const env = loadEnv();
const database = await openDatabase(env);
const { db } = database;
const rows =
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_base`)).rows[0]?.n ?? 0;
if (rows === 0) {
  console.log("The knowledge base is empty: run `npm run kb:import` first.");
  await database.close();
  process.exit(1);
}
const sources = { ...databaseSources(db), loadArticles: (refs: string[]) => loadArticles(db, refs) };
const textsOf = async (reference: string) =>
  (
    await db.execute<{ content: string }>(
      sql`select content from knowledge_base where reference = ${reference}`,
    )
  ).rows.map((r) => r.content);
const verdictOf = async (ref: string) =>
  (
    await db.execute<{ digest: ArticleDigest }>(
      sql`select digest from kb_article_digests where article_ref = ${ref}`,
    )
  ).rows[0]?.digest.verdict;

const prefs = { primary: "en", showOriginalLatin: true, showTranslations: false } as const;
const replies: { question: string; result: AnswerResult }[] = [];
for (const question of DEV_QUESTIONS) {
  const { result } = await composeAnswer(sources, {
    question,
    recent: [],
    educationLevel: "college",
    responseStyle: "balanced",
    languagePreferences: prefs,
  });
  if (result.citations.length > 0) replies.push({ question, result });
}

const run = (
  r: (typeof replies)[number],
  materialType: (typeof CHAT_MATERIAL_TYPES)[number],
  level: (typeof EDUCATION_LEVELS)[number],
) =>
  generateMaterial(sources, {
    messageContent: r.result.content,
    citations: r.result.citations,
    educationLevel: level,
    materialType,
    conversationId: null,
    messageId: null,
  });

// Warm-up: one of each type, so the first timings do not measure cold caches and compilation.
for (const type of CHAT_MATERIAL_TYPES) await run(replies[0]!, type, "college");

const LETTER = { yes: "A", no: "B", distinguishes: "C" } as const;
const times: number[] = [];
const perType = new Map<string, number[]>();
let quoted = 0;
let verbatim = 0;
let keys = 0;
let keysAgree = 0;
for (const r of replies) {
  for (const type of CHAT_MATERIAL_TYPES) {
    for (const level of EDUCATION_LEVELS) {
      const started = performance.now();
      const material = await run(r, type, level);
      const ms = performance.now() - started;
      times.push(ms);
      perType.set(type, [...(perType.get(type) ?? []), ms]);
      // A gap in a fill-in-the-blank sentence stands for the word the learner writes in.
      const [q, v] = await countVerbatim(material.content.replace(/_{3,}/g, "..."), textsOf);
      quoted += q;
      verbatim += v;
      if (type === "quiz") {
        const key = material.content.slice(material.content.indexOf("## Answer Key"));
        for (const m of material.content.matchAll(
          /^(\d+)\. How does he answer \*.+\* \(((?:ST|SCG) [^)]+)\)\?$/gm,
        )) {
          const verdict = await verdictOf(m[2]!);
          const letter = new RegExp(`^${m[1]}\\. \\*\\*([A-C])\\*\\*`, "m").exec(key)?.[1];
          keys += 1;
          if (verdict && letter === LETTER[verdict]) keysAgree += 1;
        }
      }
    }
  }
}

const fmt = (n: number) => n.toFixed(1);
console.log(
  `Materials benchmark: ${replies.length} replies × ${CHAT_MATERIAL_TYPES.length} types × ${EDUCATION_LEVELS.length} levels = ${times.length} materials; knowledge base ${rows} rows`,
);
console.log(
  `grounded generation server time: p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms (target p95 ≤ 200 ms)`,
);
for (const [type, list] of perType)
  console.log(`  ${type}: p50 ${fmt(percentile(list, 50))} ms, p95 ${fmt(percentile(list, 95))} ms`);
console.log(
  `quotations verbatim at their reference: ${verbatim}/${quoted} (${((verbatim / Math.max(1, quoted)) * 100).toFixed(1)} %)`,
);
console.log(`quiz verdict keys agreeing with the digests: ${keysAgree}/${keys}`);
console.log(
  `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
await database.close();
