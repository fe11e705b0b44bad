import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { FUSION } from "../meaning/fuse.js";
import { leaningMeaning, meaningWeighed, questionMeaning } from "../meaning/question-meaning.js";
import { rerankByMeaning } from "../meaning/rerank.js";
import { ensureRetrievalIndex } from "./article-index.js";
import { spelledOut } from "./chat-spelling.js";
import { comparesThings, titleCompares } from "./comparison.js";
import { RANKER } from "./memory/article-ranker.js";
import { memoryIndex } from "./memory/load-ranker.js";
import { rankPassagesInMemory } from "./memory/rank-passages-in-memory.js";
import { stem, terms } from "./memory/tokens.js";
import { modernMattersIn } from "./modern-matters.js";
import {
  definitionalQuestionIn,
  definitionalSubject,
  isDefinitional,
  meaningParts,
  type QueryText,
  queryTexts,
} from "./query-terms.js";
import { type ArticleScope, rankArticles } from "./rank-articles.js";
import { rankPassages } from "./rank-passages.js";
import type { RetrievalQuery, Retrieve, RetrievedArticle } from "./types.js";

export { ensureRetrievalIndex, refreshRetrievalIndex } from "./article-index.js";
export { loadArticle } from "./load-article.js";
export { queryTexts } from "./query-terms.js";
export { scriptureFor } from "./scripture.js";
export type * from "./types.js";

/** Aquinas' own works: what "what does Aquinas think" searches unless a work or author is asked for. */
export const AQUINAS_WORK_KEYS = ["st", "scg"] as const;
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 50;

export function scopeOf(query: RetrievalQuery): ArticleScope {
  const language = query.language ?? "en";
  if (query.withinQuestion)
    return { workKeys: null, author: null, language, withinQuestion: query.withinQuestion };
  if (query.workKey) return { workKeys: [query.workKey], author: query.author ?? null, language };
  if (query.author) return { workKeys: null, author: query.author, language };
  return { workKeys: [...AQUINAS_WORK_KEYS], author: null, language };
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The stems of the weighted query texts, each with the highest weight it has. */
export function queryStems(texts: QueryText[]): Map<string, number> {
  const stems = new Map<string, number>();
  for (const { text, weight } of texts) {
    for (const t of terms(text)) stems.set(t, Math.max(stems.get(t) ?? 0, weight));
  }
  return stems;
}

/** His two Summae in English are ranked in process over their digests; other scopes in PostgreSQL. */
function inProcess(scope: ArticleScope): boolean {
  if (scope.language !== "en" || scope.author) return false;
  if (scope.withinQuestion) return true;
  return scope.workKeys?.every((k) => k === "st" || k === "scg") ?? false;
}

/**
 * A learner's question (plus the recent conversation, for follow-ups) → the best articles, each with
 * its best passages and its digest. Objections never outrank the respondeo of their article.
 */
export const retrieve: Retrieve = async (db: Db, asked: RetrievalQuery): Promise<RetrievedArticle[]> => {
  // "What is the natural law? I'm homeschooling and we're doing a unit on ethics.": the question asked is what
  // the natural law is; the words around it say why it is asked, and are no part of its matter.
  const spelled = { ...asked, question: spelledOut(asked.question) };
  const definitional = definitionalQuestionIn(spelled.question);
  const query = definitional ? { ...spelled, question: definitional } : spelled;
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const texts = queryTexts(query.question, query.recent ?? [], query.leansOn);
  if (texts.length === 0) return [];
  const scope = scopeOf(query);
  if (inProcess(scope)) {
    const subject = definitionalSubject(query.question);
    const meaning =
      subject || scope.withinQuestion
        ? null
        : meaningParts(query.question, query.recent ?? [], query.leansOn);
    // The question's meaning is encoded on another thread while its words are ranked here. Not for "what is
    // X?" (the article that treats X itself answers it, which its words find), nor among the articles of one
    // question, nor for a passage searched with (a parallel place): the encoder's time grows with the words.
    // A question read after what it leans on (a follow-up, the second half of a two-part message) is encoded
    // apart from it, and the two meanings are added: neither's wording swallows the other's.
    const weighsMeaning =
      meaning !== null &&
      wordCount(`${meaning.leaning ?? ""} ${meaning.question}`) <= FUSION.longestQuestion &&
      meaningWeighed();
    const vector = !weighsMeaning
      ? Promise.resolve(null)
      : meaning.leaning
        ? leaningMeaning(meaning.question, meaning.leaning, FUSION.earlierQuestion)
        : questionMeaning(meaning.question);
    const { ranker, passages, meanings, hubness } = await memoryIndex(db);
    const stems = queryStems(texts);
    const byWords = ranker.rank({
      terms: stems,
      limit: Math.max(limit, FUSION.candidates),
      workKeys: scope.workKeys,
      withinQuestion: scope.withinQuestion ?? null,
      definitionalSubject: subject ? subject.map(stem) : null,
    });
    const hits = rerankByMeaning(
      byWords.map((h) => ({ ...h, ref: h.doc.ref })),
      await vector,
      meanings,
      comparesThings(query.question)
        ? (h) => (titleCompares(h.doc.title) ? FUSION.comparison : 0)
        : undefined,
      hubness,
    ).slice(0, limit);
    const own = [...stems].filter(([, weight]) => weight >= 1).map(([t]) => t);
    const modern = modernMattersIn(query.question);
    const modernShare = ranker.modernShare(own, modern);
    const best = hits[0];
    const foreignPairs =
      best && best.coverage < RANKER.foreignPairsBelow ? ranker.foreignPairs(query.question) : 0;
    const ranked = hits.map((h) => ({
      articleRef: h.doc.ref,
      title: h.doc.title,
      work: h.doc.work,
      workKey: h.doc.workKey,
      author: h.doc.author,
      score: h.score,
      digest: h.doc.digest,
      coverage: h.coverage,
      unknown: ranker.unknownShare(h.doc.ref, own, modern),
      modern: modernShare,
      foreignPairs,
      ...(h.closeness !== undefined && Number.isFinite(h.closeness) ? { closeness: h.closeness } : {}),
    }));
    return rankPassagesInMemory(ranker, passages, ranked, stems);
  }
  await ensureRetrievalIndex(db);
  const ranking = await rankArticles(db, texts, scope, limit, {
    definitional: isDefinitional(query.question),
  });
  if (!ranking.tsquery || ranking.articles.length === 0) return [];
  return rankPassages(db, ranking.articles, ranking.tsquery, scope.language);
};

/** The article each passage belongs to, in the order given, without repeats (unknown ids are skipped). */
export async function articleRefsOf(db: Db, passageIds: string[]): Promise<string[]> {
  const valid = passageIds.filter((id) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
  );
  if (valid.length === 0) return [];
  const result = await db.execute<{ id: string; article_ref: string }>(sql`
    select id, article_ref from knowledge_base where id in (${sql.join(
      valid.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const refOf = new Map(result.rows.map((r) => [r.id, r.article_ref]));
  const refs: string[] = [];
  for (const id of valid) {
    const ref = refOf.get(id.toLowerCase());
    if (ref && !refs.includes(ref)) refs.push(ref);
  }
  return refs;
}
