/**
 * Tries ranking constants on the development questions only (never the held-out ones):
 *   npm run bench:retrieval:tune
 * prints recall@1 and MRR for each setting tried, best last, on the development questions whose
 * answering articles all have digests; then each vocabulary entry whose removal would change them
 * (an entry the digests have made unnecessary ranks better without it).
 */
import { sql } from "drizzle-orm";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { queryStems } from "../../src/server/knowledge-base/retrieval/index.js";
import {
  ArticleRanker,
  FIELD_WEIGHTS,
  type Field,
  type FieldWeight,
  RANKER,
} from "../../src/server/knowledge-base/retrieval/memory/article-ranker.js";
import { articleRanker } from "../../src/server/knowledge-base/retrieval/memory/load-ranker.js";
import { stem } from "../../src/server/knowledge-base/retrieval/memory/tokens.js";
import {
  definitionalSubject,
  QUERY_WEIGHTS,
  queryTexts,
} from "../../src/server/knowledge-base/retrieval/query-terms.js";
import {
  rankWithVocabulary,
  VOCABULARY,
} from "../../src/server/knowledge-base/retrieval/vocabulary/index.js";
import { DEVELOPMENT } from "./dev-set.js";
import { firstHit, score } from "./metrics.js";

const env = loadEnv();
const database = await openDatabase(env);
try {
  let ranker = await articleRanker(database.db);
  const digested = new Set(
    (await database.db.execute<{ r: string }>(sql`select article_ref as r from kb_article_digests`)).rows.map(
      (r) => r.r,
    ),
  );
  const questions = DEVELOPMENT.filter((q) => q.answers.every((a) => digested.has(a)));
  const prepare = () =>
    questions.map((q) => ({
      answers: q.answers,
      terms: queryStems(queryTexts(q.question)),
      subject: definitionalSubject(q.question)?.map(stem) ?? null,
    }));
  let prepared = prepare();
  const evaluate = () => {
    const ranks = prepared.map((q) => {
      const hits = ranker.rank({
        terms: q.terms,
        limit: 5,
        workKeys: ["st", "scg"],
        definitionalSubject: q.subject,
      });
      return firstHit(
        hits.map((h) => h.doc.ref),
        q.answers,
      );
    });
    return score(ranks);
  };
  const grid: Partial<typeof RANKER>[] = [];
  for (const coverage of [0.3, 0.6, 0.9])
    for (const titleFit of [0, 0.5, 1])
      for (const askFit of [1.5, 3])
        for (const idfCap of [2.5, 3, 3.5, 4, 99]) grid.push({ coverage, titleFit, askFit, idfCap });
  const base = { ...RANKER };
  const results: { setting: string; r1: number; mrr: number }[] = [];
  for (const setting of grid) {
    Object.assign(RANKER, base, setting);
    const s = evaluate();
    results.push({ setting: JSON.stringify(setting), r1: s.recallAt1, mrr: s.mrr });
  }
  Object.assign(RANKER, base);
  const queryBase = { ...QUERY_WEIGHTS };
  for (const scholastic of [0, 0.2, 0.35, 0.6, 1])
    for (const translated of [0.5, 1]) {
      Object.assign(QUERY_WEIGHTS, queryBase, { scholastic, translated });
      prepared = prepare();
      const s = evaluate();
      results.push({
        setting: `scholastic ${scholastic}, translated ${translated}`,
        r1: s.recallAt1,
        mrr: s.mrr,
      });
    }
  Object.assign(QUERY_WEIGHTS, queryBase);
  prepared = prepare();
  // Field weights need the index built again.
  const documents = ranker.documents;
  const variants: [string, Partial<Record<Field, FieldWeight>>][] = [
    ["asks 4", { asks: { weight: 4, b: 0.5 } }],
    ["asks 4, title 2", { asks: { weight: 4, b: 0.5 }, title: { weight: 2, b: 0.3 } }],
    ["own 0.25", { own: { weight: 0.25, b: 0.75 } }],
    ["plain 2", { plain: { weight: 2, b: 0.5 } }],
    ["asks b 0.8", { asks: { weight: 2, b: 0.8 } }],
  ];
  for (const [name, change] of variants) {
    ranker = new ArticleRanker(documents, { ...FIELD_WEIGHTS, ...change });
    for (const k1 of [1.2, 3]) {
      Object.assign(RANKER, base, { k1 });
      const s = evaluate();
      results.push({ setting: `${name}, k1 ${k1}`, r1: s.recallAt1, mrr: s.mrr });
    }
  }
  Object.assign(RANKER, base);
  ranker = new ArticleRanker(documents);
  results.sort((a, b) => a.mrr - b.mrr);
  console.log(`${questions.length} development questions with digested answers`);
  for (const r of results.slice(-12)) console.log(`${r.r1.toFixed(3)}  ${r.mrr.toFixed(3)}  ${r.setting}`);
  const current = evaluate();
  console.log(`current: recall@1 ${current.recallAt1.toFixed(3)}, MRR ${current.mrr.toFixed(3)}`);
  console.log("vocabulary entries whose removal changes the development figures (recall@1, MRR):");
  VOCABULARY.forEach((entry, i) => {
    rankWithVocabulary(VOCABULARY.filter((_, j) => j !== i));
    prepared = prepare();
    const without = evaluate();
    const d1 = without.recallAt1 - current.recallAt1;
    const dm = without.mrr - current.mrr;
    if (Math.abs(dm) > 1e-9)
      console.log(
        `${d1 >= 0 ? "+" : ""}${d1.toFixed(3)}  ${dm >= 0 ? "+" : ""}${dm.toFixed(3)}  without ${entry[0]}`,
      );
  });
  rankWithVocabulary();
} finally {
  await database.close();
}
