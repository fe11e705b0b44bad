import os from "node:os";
import { sql } from "drizzle-orm";
import { RESPONSE_STYLES } from "../../src/common/chat/response-styles.js";
import { EDUCATION_LEVELS } from "../../src/common/education/levels.js";
import { composeAnswer } from "../../src/server/answers/composer-engine.js";
import { FIXTURE_ARTICLES, fixtureSources } from "../../src/server/answers/fixtures/fixture-sources.js";
import { databaseSources } from "../../src/server/answers/knowledge-sources.js";
import type { KnowledgeSources } from "../../src/server/answers/types.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { countVerbatim, grade, mean, ownSentences, percentile, type Sample } from "./measure.js";
import { DEV_QUESTIONS } from "./questions.js";
import { writeReport } from "./report.js";

const useFixtures = process.argv.includes("--fixtures");
const env = loadEnv();
const database = useFixtures ? null : await openDatabase(env);
let sources: KnowledgeSources;
let textsOf: (reference: string) => Promise<string[]>;
let corpus: string;
const rows = database
  ? ((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_base`)).rows[0]
      ?.n ?? 0)
  : 0;
if (database && rows > 0) {
  sources = databaseSources(database.db);
  corpus = `full knowledge base (${rows} rows)`;
  // Latin rows share the reference of their English passage, so quotations in Latin are checked too.
  textsOf = async (reference) =>
    (
      await database.db.execute<{ content: string }>(
        sql`select content from knowledge_base where reference = ${reference}`,
      )
    ).rows.map((r) => r.content);
} else {
  sources = fixtureSources();
  corpus = `test fixtures (${FIXTURE_ARTICLES.length} articles)${database ? "; the knowledge base is empty" : ""}`;
  const all = FIXTURE_ARTICLES.flatMap((a) =>
    a.passages.flatMap((p) => [
      p,
      ...p.scripture.map((v) => ({
        reference: v.reference,
        content: v.content,
        latin: v.latin ? { content: v.latin } : null,
      })),
    ]),
  );
  textsOf = async (reference) =>
    all.filter((p) => p.reference === reference).flatMap((p) => [p.content, p.latin?.content ?? ""]);
}

// Time spent inside the knowledge base (retrieval and article loading), to tell it from composition.
let kbMs = 0;
function timed<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const started = performance.now();
    try {
      return await fn(...args);
    } finally {
      kbMs += performance.now() - started;
    }
  };
}
sources = {
  ...sources,
  retrieve: timed(sources.retrieve),
  loadArticle: timed(sources.loadArticle),
  articleRefsOf: timed(sources.articleRefsOf),
};

console.log(
  `Answers benchmark on ${corpus}: ${DEV_QUESTIONS.length} questions × ${EDUCATION_LEVELS.length} levels × ${RESPONSE_STYLES.length} styles`,
);
const prefs = { primary: "en", showOriginalLatin: true, showTranslations: false } as const;
await composeAnswer(sources, {
  question: DEV_QUESTIONS[0],
  recent: [],
  educationLevel: "college",
  responseStyle: "balanced",
  languagePreferences: prefs,
});

const samples: Sample[] = [];
/** Each sentence of his own prose (not quoted), with the questions whose replies contain it. */
const repeated = new Map<string, Set<string>>();
for (const level of EDUCATION_LEVELS) {
  for (const style of RESPONSE_STYLES) {
    for (const question of DEV_QUESTIONS) {
      const started = performance.now();
      const kbBefore = kbMs;
      const { result, explanatory } = await composeAnswer(sources, {
        question,
        recent: [],
        educationLevel: level,
        responseStyle: style,
        languagePreferences: prefs,
      });
      const ms = performance.now() - started;
      const composeMs = ms - (kbMs - kbBefore);
      const [quotations, verbatim] = await countVerbatim(result.content, textsOf);
      if (result.citations.length === 0) console.log(`  not treated (${level}/${style}): ${question}`);
      samples.push({
        level,
        ms,
        composeMs,
        citations: result.citations.length,
        quotations,
        verbatim,
        grade: grade(explanatory),
        chars: result.content.length,
      });
      for (const sentence of ownSentences(explanatory)) {
        const questions = repeated.get(sentence) ?? new Set<string>();
        questions.add(question);
        repeated.set(sentence, questions);
      }
    }
  }
}

const all = samples.map((s) => s.ms);
const quoted = samples.reduce((n, s) => n + s.quotations, 0);
const verbatim = samples.reduce((n, s) => n + s.verbatim, 0);
const perLevel = EDUCATION_LEVELS.map((level) => {
  const mine = samples.filter((s) => s.level === level);
  return {
    level,
    p50: percentile(
      mine.map((s) => s.ms),
      50,
    ),
    p95: percentile(
      mine.map((s) => s.ms),
      95,
    ),
    citations: mean(mine.map((s) => s.citations)),
    grade: mean(mine.filter((s) => s.grade > 0).map((s) => s.grade)),
    chars: mean(mine.map((s) => s.chars)),
  };
});
const summary = {
  corpus,
  replies: samples.length,
  p50: percentile(all, 50),
  p95: percentile(all, 95),
  composeP50: percentile(
    samples.map((s) => s.composeMs),
    50,
  ),
  composeP95: percentile(
    samples.map((s) => s.composeMs),
    95,
  ),
  citationsPerReply: mean(samples.map((s) => s.citations)),
  quotations: quoted,
  verbatimShare: quoted ? verbatim / quoted : 1,
  perLevel,
  machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)} at the end of the run`,
};
console.log(
  `latency p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms (target p95 ≤ 150 ms)`,
);
console.log(
  `  of which composition and guard (knowledge-base calls excluded): p50 ${summary.composeP50.toFixed(1)} ms, p95 ${summary.composeP95.toFixed(1)} ms`,
);
console.log(
  `citations per reply ${summary.citationsPerReply.toFixed(2)}; quotations verbatim ${verbatim}/${quoted} (${(summary.verbatimShare * 100).toFixed(1)} %)`,
);
console.table(
  perLevel.map((l) => ({
    level: l.level,
    "p50 ms": l.p50.toFixed(1),
    "p95 ms": l.p95.toFixed(1),
    citations: l.citations.toFixed(2),
    "FK grade": l.grade.toFixed(1),
    chars: Math.round(l.chars),
  })),
);
const questionCount = DEV_QUESTIONS.length;
const shares = [...repeated]
  .map(([sentence, questions]) => ({ sentence, share: questions.size / questionCount }))
  // A label that introduces a quotation ("Objection 2, the view I answer, not my own:") is not counted.
  .filter((r) => r.share > 0.1 && !r.sentence.endsWith(":"))
  .sort((a, b) => b.share - a.share);
console.log(
  `sentences of his own prose (labels before quotations aside) in the replies to more than 10 % of the questions: ${shares.length}`,
);
for (const r of shares.slice(0, 15))
  console.log(`  ${(r.share * 100).toFixed(0).padStart(3)} %  ${r.sentence.slice(0, 110)}`);
const elementaryGrade = perLevel.find((l) => l.level === "elementary")?.grade ?? 0;
const middleGrade = perLevel.find((l) => l.level === "middle")?.grade ?? 0;
const highGrade = perLevel.find((l) => l.level === "high")?.grade ?? 0;
console.log(
  `reading grades: elementary ${elementaryGrade.toFixed(1)} (≤ 5), middle ${middleGrade.toFixed(1)} (≤ 8), high ${highGrade.toFixed(1)} (≤ 10)`,
);
if (process.argv.includes("--write")) writeReport(summary, "docs/benchmarks.md");
await database?.close();
