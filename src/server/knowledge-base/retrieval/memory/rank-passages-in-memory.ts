import type { RankedArticle } from "../rank-articles.js";
import { pickPassages } from "../rank-passages.js";
import { PASSAGE_KIND_FACTOR } from "../ranking-weights.js";
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
 * The best passages of each article for the question, ranked in process and given with their Latin, as the
 * index holds them: a search reads nothing from the knowledge base after its articles are ranked.
 */
export function rankPassagesInMemory<A extends RankedArticle>(
  ranker: ArticleRanker,
  passages: Map<string, MemoryPassage[]>,
  articles: A[],
  query: Map<string, number>,
): (A & RetrievedArticle)[] {
  return articles.map((article) => ({
    ...article,
    passages: pickPassages(
      (passages.get(article.articleRef) ?? []).map(
        (p): RetrievedPassage => ({ ...p, score: passageScore(p, query, ranker) }),
      ),
    ),
  }));
}
