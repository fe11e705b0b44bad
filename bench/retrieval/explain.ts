import { sql } from "drizzle-orm";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { queryStems } from "../../src/server/knowledge-base/retrieval/index.js";
import { articleRanker } from "../../src/server/knowledge-base/retrieval/memory/load-ranker.js";
import { stem } from "../../src/server/knowledge-base/retrieval/memory/tokens.js";
import { definitionalSubject, queryTexts } from "../../src/server/knowledge-base/retrieval/query-terms.js";
import { DEVELOPMENT } from "./dev-set.js";

const env = loadEnv();
const database = await openDatabase(env);
const ranker = await articleRanker(database.db);
const digested = new Set(
  (await database.db.execute<{ r: string }>(sql`select article_ref as r from kb_article_digests`)).rows.map(
    (r) => r.r,
  ),
);
let shown = 0;
const asked = process.argv.slice(2).map((arg) => {
  const [question, answer] = arg.split("=>");
  return { question: question ?? "", answers: [answer ?? ""], area: "" };
});
const list = asked.length > 0 ? asked : DEVELOPMENT.filter((q) => q.answers.every((a) => digested.has(a)));
for (const q of list) {
  const terms = queryStems(queryTexts(q.question));
  const hits = ranker.rank({
    terms,
    limit: 5,
    workKeys: ["st", "scg"],
    definitionalSubject: definitionalSubject(q.question)?.map(stem) ?? null,
  });
  if (q.answers.includes(hits[0]?.doc.ref ?? "")) continue;
  if (shown++ > 14) break;
  console.log(
    `\n${q.question}  ${JSON.stringify([...terms].map(([t, w]) => `${t}:${w}:${ranker.idf(t).toFixed(1)}`))}`,
  );
  for (const h of hits.slice(0, 3))
    console.log(`  got ${h.doc.ref} ${h.score.toFixed(2)} cov ${h.coverage.toFixed(2)} — ${h.doc.title}`);
  const want = ranker.documents.find((d) => d.ref === q.answers[0]);
  const all = ranker.rank({ terms, limit: 3000, workKeys: ["st", "scg"] });
  const at = all.findIndex((h) => q.answers.includes(h.doc.ref));
  console.log(
    `  want ${q.answers[0]} at ${at + 1} ${at >= 0 ? `${all[at]!.score.toFixed(2)} cov ${all[at]!.coverage.toFixed(2)}` : ""} — ${want?.title}`,
  );
}
await database.close();
