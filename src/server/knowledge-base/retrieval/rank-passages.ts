import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { LATIN_JOIN, PASSAGE_COLUMNS, type PassageRow, toPassage } from "./passage-rows.js";
import type { RankedArticle } from "./rank-articles.js";
import { OBJECTION_CAP, PASSAGE_KIND_FACTOR } from "./ranking-weights.js";
import { runQuery } from "./run-query.js";
import type { RetrievedArticle, RetrievedPassage } from "./types.js";

/** Passages kept per article: the best ones, and always his answer (the respondeo) when there is one. */
const PER_ARTICLE = 4;

/**
 * Caps every objection's score just below the respondeo of the same article: an objection is the view
 * he answers and must never come before his own answer.
 */
export function capObjections<P extends { sectionKind: string; score: number }>(passages: P[]): P[] {
  const respondeo = passages.find((p) => p.sectionKind === "respondeo");
  if (!respondeo) return passages;
  const ceiling = respondeo.score * OBJECTION_CAP;
  return passages.map((p) =>
    p.sectionKind === "objection" && p.score > ceiling ? { ...p, score: ceiling } : p,
  );
}

/** The passages kept of one article: the best few, and always the respondeo. */
export function pickPassages<P extends { sectionKind: string; score: number; ordinal: number }>(
  passages: P[],
): P[] {
  const ranked = capObjections(passages).sort((a, b) => b.score - a.score || a.ordinal - b.ordinal);
  const kept = ranked.slice(0, PER_ARTICLE);
  const respondeo = ranked.find((p) => p.sectionKind === "respondeo");
  if (respondeo && !kept.includes(respondeo)) kept.splice(PER_ARTICLE - 1, 1, respondeo);
  return kept.sort((a, b) => b.score - a.score || a.ordinal - b.ordinal);
}

/** The passages of the chosen articles, scored against the query and grouped under their article. */
export async function rankPassages<A extends RankedArticle>(
  db: Db,
  articles: A[],
  tsquery: string,
  language: "en" | "la",
): Promise<(A & RetrievedArticle)[]> {
  if (articles.length === 0) return [];
  const refs = JSON.stringify(articles.map((a) => a.articleRef));
  const rows = await runQuery<PassageRow & { rank: number }>(
    db,
    sql`
    select ${PASSAGE_COLUMNS}, ts_rank(k.search_vector, ${tsquery}::tsquery) as rank
    from knowledge_base k ${LATIN_JOIN}
    where k.article_ref in (select jsonb_array_elements_text(${refs}::jsonb)) and k.language = ${language}
      and k.section_kind <> 'note'`,
  );
  const byArticle = new Map<string, RetrievedPassage[]>();
  for (const row of rows) {
    const factor = PASSAGE_KIND_FACTOR[row.section_kind] ?? 1;
    const passage = { ...toPassage(row), score: Number(row.rank) * factor };
    const list = byArticle.get(row.article_ref) ?? [];
    list.push(passage);
    byArticle.set(row.article_ref, list);
  }
  return articles.map((article) => ({
    ...article,
    passages: pickPassages(byArticle.get(article.articleRef) ?? []),
  }));
}
