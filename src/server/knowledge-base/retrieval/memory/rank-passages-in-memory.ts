import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { LATIN_JOIN, PASSAGE_COLUMNS, type PassageRow, toPassage } from "../passage-rows.js";
import type { RankedArticle } from "../rank-articles.js";
import { pickPassages } from "../rank-passages.js";
import { PASSAGE_KIND_FACTOR } from "../ranking-weights.js";
import { runQuery } from "../run-query.js";
import type { Passage, RetrievedArticle, RetrievedPassage } from "../types.js";
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

/** A passage chosen for an article, before it is read from the knowledge base. */
interface Chosen {
  id: string;
  score: number;
  sectionKind: string;
  ordinal: number;
}

/** The best passages of an article for the question, ranked in process. */
function choose(
  ranker: ArticleRanker,
  passages: Map<string, MemoryPassage[]>,
  articleRef: string,
  query: Map<string, number>,
): Chosen[] {
  const list = (passages.get(articleRef) ?? []).map((p) => ({
    id: p.id,
    sectionKind: p.sectionKind,
    ordinal: p.ordinal,
    score: passageScore(p, query, ranker),
  }));
  return pickPassages(list);
}

/** The passages of these ids, with their Latin, in one query. */
async function readPassages(db: Db, ids: string[]): Promise<Map<string, Passage>> {
  if (ids.length === 0) return new Map();
  const rows = await runQuery<PassageRow>(
    db,
    sql`select ${PASSAGE_COLUMNS} from knowledge_base k ${LATIN_JOIN}
        where k.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
  );
  return new Map(rows.map((r) => [r.id, toPassage(r)]));
}

/**
 * The passages of articles likely to be chosen, read while the choice is still being made (the question's
 * meaning is encoded meanwhile): `passagesFor` then reads only what was not read ahead.
 */
export interface PassagesReadAhead {
  chosen: Map<string, Chosen[]>;
  read: Promise<Map<string, Passage>>;
}

export function readAhead(
  db: Db,
  ranker: ArticleRanker,
  passages: Map<string, MemoryPassage[]>,
  articleRefs: string[],
  query: Map<string, number>,
): PassagesReadAhead {
  const chosen = new Map(articleRefs.map((ref) => [ref, choose(ranker, passages, ref, query)]));
  const read = readPassages(
    db,
    [...chosen.values()].flat().map((p) => p.id),
  );
  // Awaited by passagesFor; a failure is reported there, not as an unhandled rejection meanwhile.
  read.catch(() => undefined);
  return { chosen, read };
}

/**
 * The best passages of each chosen article, ranked in process; then only those are read from the
 * knowledge base, with their Latin, in one query (less any already read ahead).
 */
export async function rankPassagesInMemory<A extends RankedArticle>(
  db: Db,
  ranker: ArticleRanker,
  passages: Map<string, MemoryPassage[]>,
  articles: A[],
  query: Map<string, number>,
  ahead?: PassagesReadAhead,
): Promise<(A & RetrievedArticle)[]> {
  if (articles.length === 0) return [];
  const scored = new Map<string, Chosen[]>();
  for (const article of articles) {
    const ref = article.articleRef;
    scored.set(ref, ahead?.chosen.get(ref) ?? choose(ranker, passages, ref, query));
  }
  const readEarlier = ahead ? await ahead.read : new Map<string, Passage>();
  const missing = [...scored.values()]
    .flat()
    .map((p) => p.id)
    .filter((id) => !readEarlier.has(id));
  const readNow = await readPassages(db, missing);
  const byId = (id: string) => readEarlier.get(id) ?? readNow.get(id);
  return articles.map((article) => ({
    ...article,
    passages: (scored.get(article.articleRef) ?? []).flatMap((p): RetrievedPassage[] => {
      const passage = byId(p.id);
      return passage ? [{ ...passage, score: p.score }] : [];
    }),
  }));
}
