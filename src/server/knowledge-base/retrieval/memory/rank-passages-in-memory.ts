import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { LATIN_JOIN, PASSAGE_COLUMNS, type PassageRow, toPassage } from "../passage-rows.js";
import type { RankedArticle } from "../rank-articles.js";
import { pickPassages } from "../rank-passages.js";
import { PASSAGE_KIND_FACTOR } from "../ranking-weights.js";
import { runQuery } from "../run-query.js";
import type { RetrievedArticle, RetrievedPassage } from "../types.js";
import type { ArticleRanker } from "./article-ranker.js";
import type { MemoryPassage } from "./load-ranker.js";
import { terms } from "./tokens.js";

const K1 = 1.2;

/** Each passage's stems, counted the first time it is ranked (kept while its index lives). */
const stemCounts = new WeakMap<MemoryPassage, Map<string, number>>();

/** A passage's score against the question: rarer shared words weigh more, his own sections most. */
function passageScore(p: MemoryPassage, query: Map<string, number>, ranker: ArticleRanker): number {
  let counts = stemCounts.get(p);
  if (!counts) {
    counts = new Map<string, number>();
    for (const t of terms(p.content)) counts.set(t, (counts.get(t) ?? 0) + 1);
    stemCounts.set(p, counts);
  }
  let score = 0;
  for (const [t, weight] of query) {
    const tf = counts.get(t);
    if (tf) score += weight * ranker.idf(t) * (tf / (tf + K1));
  }
  return score * (PASSAGE_KIND_FACTOR[p.sectionKind] ?? 1);
}

/**
 * The best passages of each chosen article, ranked in process; then only those are read from the
 * knowledge base, with their Latin, in one query.
 */
export async function rankPassagesInMemory<A extends RankedArticle>(
  db: Db,
  ranker: ArticleRanker,
  passages: Map<string, MemoryPassage[]>,
  articles: A[],
  query: Map<string, number>,
): Promise<(A & RetrievedArticle)[]> {
  if (articles.length === 0) return [];
  const scored = new Map<string, { id: string; score: number; sectionKind: string; ordinal: number }[]>();
  for (const article of articles) {
    const list = (passages.get(article.articleRef) ?? []).map((p) => ({
      id: p.id,
      sectionKind: p.sectionKind,
      ordinal: p.ordinal,
      score: passageScore(p, query, ranker),
    }));
    scored.set(article.articleRef, pickPassages(list));
  }
  const ids = [...scored.values()].flat().map((p) => p.id);
  const rows =
    ids.length === 0
      ? []
      : await runQuery<PassageRow>(
          db,
          sql`select ${PASSAGE_COLUMNS} from knowledge_base k ${LATIN_JOIN}
              where k.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
        );
  const byId = new Map(rows.map((r) => [r.id, toPassage(r)]));
  return articles.map((article) => ({
    ...article,
    passages: (scored.get(article.articleRef) ?? []).flatMap((p): RetrievedPassage[] => {
      const passage = byId.get(p.id);
      return passage ? [{ ...passage, score: p.score }] : [];
    }),
  }));
}
