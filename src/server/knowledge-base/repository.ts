import { sql } from "drizzle-orm";
import type { KbStats } from "../../common/knowledge-base/contract.js";
import { formatArticleRef, formatReference, parseReference } from "../../common/references/index.js";
import type { Db } from "../db/client.js";
import { badRequest, notFound } from "../http/app-error.js";
import { loadArticle } from "./retrieval/load-article.js";
import { LATIN_JOIN, PASSAGE_COLUMNS, type PassageRow, toPassage } from "./retrieval/passage-rows.js";
import { scriptureFor } from "./retrieval/scripture.js";
import type { ArticleText, Passage, ScriptureVerse } from "./retrieval/types.js";

type PassageWithScripture = Passage & { scripture: ScriptureVerse[] };

/** Passages a reader sees: not Rickaby's notes, and a Latin row only when nothing translates it. */
const READER_PASSAGE = sql`section_kind <> 'note' and (language <> 'la' or translation_of is null)`;

/** Aquinas' works and Scripture with their passage counts: the Summa Theologiae, the Summa contra Gentiles, the Bible. */
export async function listWorks(db: Db): Promise<{ work: string; count: number }[]> {
  const result = await db.execute<{ work: string; count: number }>(sql`
    select coalesce(min(work) filter (where language = 'en'), min(work)) as work,
      (count(*) filter (where ${READER_PASSAGE}))::int as count
    from knowledge_base
    where author = 'Thomas Aquinas' or work_key = 'bible'
    group by work_key
    order by case work_key when 'st' then 0 when 'scg' then 1 when 'bible' then 2 else 3 end, 1`);
  return result.rows.map((r) => ({ work: r.work, count: Number(r.count) }));
}

export async function knowledgeBaseStats(db: Db): Promise<KbStats> {
  const result = await db.execute<{ works: number; passages: number; last: Date | string | null }>(sql`
    select (select count(distinct work_key) from knowledge_base)::int as works,
      (select count(*) from knowledge_base)::int as passages,
      (select max(imported_at) from kb_imports) as last`);
  const row = result.rows[0];
  const last = row?.last ? new Date(row.last) : null;
  return {
    totalDocuments: Number(row?.works ?? 0),
    totalPassages: Number(row?.passages ?? 0),
    lastUpdated: last ? last.toISOString() : null,
  };
}

/** Resolves a work filter given as a work key ("st") or a work's name ("Summa Theologiae"). */
export async function resolveWorkKey(db: Db, work: string): Promise<string> {
  const result = await db.execute<{ work_key: string }>(sql`
    select work_key from knowledge_base where work_key = ${work} or lower(work) = lower(${work}) limit 1`);
  const key = result.rows[0]?.work_key;
  if (!key) throw badRequest(`There is no work "${work}" in the knowledge base.`);
  return key;
}

async function withScripture(db: Db, passages: Passage[]): Promise<PassageWithScripture[]> {
  const verses = await scriptureFor(
    db,
    passages.map((p) => p.id),
  );
  return passages.map((p) => ({ ...p, scripture: verses.get(p.id) ?? [] }));
}

/** One passage by id; a Latin row that translates an English one is shown as that English passage. */
export async function passageById(db: Db, id: string): Promise<PassageWithScripture> {
  const result = await db.execute<PassageRow>(sql`
    select ${PASSAGE_COLUMNS}
    from knowledge_base k ${LATIN_JOIN}
    where k.id = (select coalesce(case when language = 'la' then translation_of end, id)
                  from knowledge_base where id = ${id}::uuid)`);
  const row = result.rows[0];
  if (!row) throw notFound("The passage");
  const [passage] = await withScripture(db, [toPassage(row)]);
  return passage as PassageWithScripture;
}

export interface LookupResult {
  reference: string;
  article: ArticleText;
  wholeArticle: boolean;
}

/** The passage(s) at a reference written canonically or loosely; an article reference gives the whole article. */
export async function lookupReference(db: Db, text: string): Promise<LookupResult> {
  const parsed = parseReference(text);
  if (!parsed)
    throw badRequest(
      `"${text}" is not a reference we can read. Try forms like "ST I, q. 2, a. 3", "SCG I, c. 13" or "Ex. 3:14".`,
    );
  const reference = formatReference(parsed);
  const articleRef = formatArticleRef(parsed);
  if (reference === articleRef) {
    const article = await loadArticle(db, articleRef);
    if (!article) throw notFound(`The reference ${reference}`);
    return { reference, article, wholeArticle: true };
  }
  const result = await db.execute<PassageRow>(sql`
    select ${PASSAGE_COLUMNS}
    from knowledge_base k ${LATIN_JOIN}
    where k.reference = ${reference} and k.section_kind <> 'note'
      and (k.language <> 'la' or k.translation_of is null)
    order by case when k.language = 'en' then 0 else 1 end, k.ordinal`);
  const passages = result.rows.map(toPassage);
  const first = passages[0];
  if (!first) throw notFound(`The reference ${reference}`);
  return {
    reference,
    wholeArticle: false,
    article: {
      articleRef: first.articleRef,
      title: first.title,
      work: first.work,
      author: first.author,
      passages: await withScripture(db, passages),
    },
  };
}
