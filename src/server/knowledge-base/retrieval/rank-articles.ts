import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { QueryText } from "./query-terms.js";
import { RANKING, type RankingWeights } from "./ranking-weights.js";
import { runQuery } from "./run-query.js";

export interface ArticleScope {
  workKeys: string[] | null;
  author: string | null;
  language: "en" | "la";
  /** Only the articles of this question (e.g. "ST I, q. 2"), or any. */
  withinQuestion?: string | null;
}

/** What the question's form says about the article wanted. */
export interface RankingIntent {
  /**
   * "What is X?": the article that treats X itself is wanted, which in the Summa opens the question
   * devoted to X ("Of charity, considered in itself", "Of the essence of law", "What is happiness").
   */
  definitional?: boolean;
}

export interface RankedArticle {
  articleRef: string;
  title: string;
  work: string;
  workKey: string;
  author: string;
  score: number;
}

export interface ArticleRanking {
  articles: RankedArticle[];
  /** Every query lexeme OR-ed, for ranking the passages of the chosen articles. */
  tsquery: string | null;
}

/** An article asking whether a thing is fittingly defined ("Whether virtue is suitably defined?"). */
const DEFINITION_QUERY = sql`${"defin:A"}`;

/** A number sent as a float parameter (PostgreSQL cannot infer the type inside expressions). */
const f = (value: number): SQL => sql`${value}::float8`;

/** The scope as parameters, so that the query text stays the same across calls. */
function scopeFilter(scope: ArticleScope): SQL {
  const parts: SQL[] = [sql`a.language = ${scope.language}`];
  if (scope.workKeys && scope.workKeys.length > 0)
    parts.push(
      sql`a.work_key in (select jsonb_array_elements_text(${JSON.stringify(scope.workKeys)}::jsonb))`,
    );
  if (scope.author) parts.push(sql`lower(a.author) = lower(${scope.author})`);
  if (scope.withinQuestion) parts.push(sql`starts_with(a.article_ref, ${`${scope.withinQuestion}, a. `})`);
  return sql.join(parts, sql` and `);
}

/**
 * Ranks articles for the weighted query texts. Every lexeme is OR-ed; rarer lexemes weigh more
 * (BM25's idf over the indexed articles). The article title (a question itself) is matched term by
 * term; the article text adds ts_rank with its sections weighted by kind.
 */
export async function rankArticles(
  db: Db,
  texts: QueryText[],
  scope: ArticleScope,
  limit: number,
  intent: RankingIntent = {},
  weights: RankingWeights = RANKING,
): Promise<ArticleRanking> {
  if (texts.length === 0) return { articles: [], tsquery: null };
  const rows = await runQuery<{
    article_ref: string | null;
    title: string;
    work: string;
    work_key: string;
    author: string;
    score: number;
    q_all: string | null;
  }>(db, articleRankingSql(texts, scope, limit, intent, weights));
  const tsquery = rows[0]?.q_all ?? null;
  const articles = rows
    .filter((row) => row.article_ref !== null)
    .map((row) => ({
      articleRef: row.article_ref as string,
      title: row.title,
      work: row.work,
      workKey: row.work_key,
      author: row.author,
      score: Number(row.score),
    }));
  return { articles, tsquery };
}

/** The ranking query itself (exported so its plan can be examined). */
export function articleRankingSql(
  texts: QueryText[],
  scope: ArticleScope,
  limit: number,
  intent: RankingIntent = {},
  weights: RankingWeights = RANKING,
): SQL {
  const config = scope.language === "en" ? sql`'english'::regconfig` : sql`'simple'::regconfig`;
  const r = weights;
  // Zero unless the question is definitional: the treatise stage then does nothing.
  const treatise = f(intent.definitional ? r.treatiseFactor : 0);
  return sql`
    with input as (
      select x.text, x.weight from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as x(text text, weight float8)
    ),
    lexemes as (
      select lx, max(weight) as weight
      from input, unnest(tsvector_to_array(to_tsvector(${config}, input.text))) as lx
      where lx ~ '^[a-z0-9]+$'
      group by lx
    ),
    total as materialized (
      select greatest(count(*), 1)::float8 as n from kb_retrieval_articles where language = ${scope.language}
    ),
    terms as materialized (
      select l.lx, l.weight * ln(1 + (total.n - coalesce(t.articles, 0) + 0.5) / (coalesce(t.articles, 0) + 0.5)) as idf,
        coalesce(t.articles, 0) / total.n as share,
        l.weight * ln(1 + (total.n - coalesce(t.titles, 0) + 0.5) / (coalesce(t.titles, 0) + 0.5)) as title_idf,
        l.lx::tsquery as plain, (l.lx || ':A')::tsquery as in_title, (l.lx || ':B')::tsquery as in_question
      from lexemes l cross join total
      left join kb_retrieval_terms t on t.language = ${scope.language} and t.lexeme = l.lx
    ),
    q as materialized (
      select string_agg(lx, ' | ')::tsquery as q_all from terms
    ),
    title_hits as (
      select a.article_ref, max(a.title_length) as title_length, max(length(a.title_vector)) as both_length,
        sum(case when a.title_vector @@ t.in_title then t.title_idf else 0 end) as title_idf,
        sum(case when a.title_vector @@ t.in_title then 0 else t.title_idf * ${f(r.questionTitleFactor)} end)
          as question_only_idf,
        sum(case when a.title_vector @@ t.in_question then t.title_idf else 0 end) as question_idf,
        count(*) filter (where a.title_vector @@ t.in_question) as question_hits
      from terms t join kb_retrieval_articles a on a.title_vector @@ t.plain
      where ${scopeFilter(scope)}
      group by a.article_ref
    ),
    -- For "what is X?", the treatise on X: X's words in the question's title, that title's other words
    -- few, the article early in its question (the first asks what the thing is). Skipped otherwise.
    treatises as (
      select h.article_ref,
        ${treatise} * h.question_idf * h.question_hits / greatest(a.question_length, 1)
          * case when a.treatise then ${f(r.treatiseMarkerBonus)} else 1 end / greatest(a.article_number, 1)
        + case when a.title_vector @@ ${DEFINITION_QUERY}::tsquery then ${treatise} * ${f(r.definitionBonus)} * h.title_idf else 0 end
          as treatise
      from title_hits h
      join kb_retrieval_articles a on a.article_ref = h.article_ref and a.language = ${scope.language}
      where ${treatise} > 0 and (h.question_hits > 0 or a.title_vector @@ ${DEFINITION_QUERY}::tsquery)
    ),
    body_hits as (
      select a.article_ref, sum(t.idf) as body_idf
      from terms t join kb_retrieval_articles a on a.body_vector @@ t.plain
      -- Common words only rank; the rarest word always selects, so a question of common words still finds.
      where (t.share <= ${f(r.commonShare)} or t.share = (select min(share) from terms)) and ${scopeFilter(scope)}
      group by a.article_ref
    ),
    shortlist as (
      select * from (
        select coalesce(h.article_ref, b.article_ref) as article_ref,
          -- A word of the article's own title is weighed against that title's length; a word found only
          -- in its question's title against both titles' length, as a long question title says little.
          coalesce(h.title_idf, 0) * (${f(r.titleK)} + 1)
            / (1 + ${f(r.titleK)} * (1 - ${f(r.titleB)} + ${f(r.titleB)} * (coalesce(h.title_length, 0) + ${f(r.questionLengthShare)} * coalesce(h.both_length - h.title_length, 0)) / ${f(r.titleAverageLength)}))
          + coalesce(h.question_only_idf, 0) * (${f(r.titleK)} + 1)
            / (1 + ${f(r.titleK)} * (1 - ${f(r.titleB)} + ${f(r.titleB)} * coalesce(h.both_length, 0) / ${f(r.bothTitlesAverageLength)}))
            as title_score,
          coalesce(b.body_idf, 0) as body_idf, coalesce(tr.treatise, 0) as treatise
        from title_hits h full join body_hits b on b.article_ref = h.article_ref
        left join treatises tr on tr.article_ref = h.article_ref
      ) pre
      order by title_score + treatise + ${f(r.shortlistBodyFactor)} * body_idf desc
      limit ${r.shortlist}::int
    ),
    scored as (
      select a.article_ref, a.title, a.work, a.work_key, a.author,
        case when a.work_key = 'scg' then ${f(r.scgPrior)} else 1 end * (s.title_score + s.treatise + ${f(r.bodyFactor)} * ts_rank(${r.bodyWeights}::float4[], a.body_vector, q.q_all, ${r.bodyNormalization}::int)
          + ${f(r.bodyIdfFactor)} * s.body_idf) as score
      from shortlist s
      join kb_retrieval_articles a on a.article_ref = s.article_ref and a.language = ${scope.language}
      cross join q
    )
    select s.article_ref, s.title, s.work, s.work_key, s.author, s.score::float8 as score, q.q_all::text as q_all
    from q left join lateral (select * from scored order by score desc limit ${limit}::int) s on true`;
}
