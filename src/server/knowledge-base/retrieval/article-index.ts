import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { DIGEST_SOURCE } from "../digests/import-digests.js";

/**
 * The article-level index (kb_retrieval_articles, kb_retrieval_terms) is derived from knowledge_base.
 * It is rebuilt when what it was built from has changed: the content version (advanced by a trigger on
 * every write to knowledge_base) or the import log, or when the way it is built changes (INDEX_FORMAT).
 */
const INDEX_FORMAT = 4;

/**
 * What the knowledge base holds now: its content version and its import log. The article digests are
 * in the log too; an index that does not read them leaves them out, so that a new digest file does not
 * rebuild it.
 */
export function knowledgeBaseSignature(withDigests: boolean) {
  const imports = withDigests ? sql`kb_imports` : sql`kb_imports where source <> ${DIGEST_SOURCE}`;
  return sql`(select last_value || ':' || is_called from kb_content_version)
  || '|' || (select count(*) || ':' || coalesce(sum(rows), 0) || ':' || coalesce(max(imported_at)::text, '') from ${imports})`;
}

const SIGNATURE = sql`${`format ${INDEX_FORMAT}|`} || ${knowledgeBaseSignature(false)}`;

/** Weight of each section kind in an article's vector: his view first, the objections he answers last. */
const KIND_WEIGHT = sql`(case k.section_kind
    when 'respondeo' then 'A' when 'chapter' then 'A' when 'paragraph' then 'A' when 'verse' then 'A'
    when 'sed_contra' then 'B' when 'reply' then 'B'
    else 'D' end)::"char"`;

/**
 * A question's title as indexed: the ways the Summa marks the question on a thing itself ("What is
 * happiness", "Of hope, considered in itself", "Of the virtues, as to their essence") all become the
 * one word "essence", which retrieval looks for when a learner asks what something is.
 */
const QUESTION_TITLE = sql`regexp_replace(
    regexp_replace(coalesce(max(qt.title), ''), '^\\s*What\\s+(is|are)\\s+', 'Essence of ', 'i'),
    '(,\\s*)?\\m(considered\\s+)?(in\\s+(itself|themselves)|as\\s+(to|regards)\\s+(its|their)\\s+essence)\\M',
    ' essence', 'gi')`;

/** The lexeme of "essence": how the index marks a question's title as the treatise on a thing itself. */
const TREATISE_WORD = "essenc";

/**
 * An article's title as indexed: reflexive pronouns become "oneself", which the search keeps, so that
 * "Whether a man ought to love himself?" is found by "love yourself" (the stop list drops "himself").
 */
const ARTICLE_TITLE = sql`regexp_replace(coalesce(max(k.title), ''),
    '\\m(him|her|them|my|your|our)sel(f|ves)\\M', 'oneself', 'gi')`;

const CONFIG = sql`(case when k.language = 'en' then 'english'::regconfig else 'simple'::regconfig end)`;

const building = new WeakMap<Db, Promise<void>>();

async function isCurrent(db: Db): Promise<boolean> {
  const result = await db.execute<{ current: boolean }>(
    sql`select coalesce((select signature from kb_retrieval_state where id = 1) = ${SIGNATURE}, false) as current`,
  );
  return result.rows[0]?.current === true;
}

/** Rebuilds the index from knowledge_base now (after an import, or after inserting fixtures). */
export async function refreshRetrievalIndex(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // One builder at a time; the others find the index current once they get the lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kb_retrieval_index'))`);
    // Read what the build starts from: a change made during the build makes the next check fail again.
    const started = await tx.execute<{ signature: string }>(sql`select ${SIGNATURE} as signature`);
    const signature = started.rows[0]?.signature ?? "";
    await tx.execute(sql`delete from kb_retrieval_articles`);
    await tx.execute(sql`delete from kb_retrieval_terms`);
    await tx.execute(sql`
      insert into kb_retrieval_articles (article_ref, language, work_key, work, author, title, title_vector,
        body_vector, passages, title_length, question_length, article_number, treatise)
      select b.*, length(ts_filter(b.title_vector, '{a}')),
        length(ts_delete(ts_filter(b.title_vector, '{b}'), array[${TREATISE_WORD}::text])),
        coalesce(substring(b.article_ref from ', a\\. (\\d+)$')::int, 0),
        ts_filter(b.title_vector, '{b}') @@ ${TREATISE_WORD}::tsquery
      from (
        select k.article_ref, k.language, min(k.work_key), min(k.work), min(k.author), coalesce(max(k.title), ''),
          setweight(to_tsvector(${CONFIG}, ${ARTICLE_TITLE}), 'A')
            || setweight(to_tsvector(${CONFIG}, ${QUESTION_TITLE}), 'B') as title_vector,
          kb_tsvector_agg(setweight(ts_filter(k.search_vector, '{b}'), ${KIND_WEIGHT}) order by k.ordinal),
          count(*)
        from knowledge_base k
        left join knowledge_base qt
          on k.work_key = 'st' and qt.section_kind = 'prologue' and qt.language = k.language
          and qt.article_ref = regexp_replace(k.article_ref, ', a\\. \\d+$', '')
        where k.section_kind not in ('prologue', 'note')
        group by k.article_ref, k.language
      ) b`);
    for (const language of ["en", "la"]) {
      // ts_stat takes the query as text; the language is one of two literals, never user input.
      const all = `select body_vector || title_vector from kb_retrieval_articles where language = '${language}'`;
      const titles = `select ts_filter(title_vector, '{a}') from kb_retrieval_articles where language = '${language}'`;
      await tx.execute(sql`
        insert into kb_retrieval_terms (language, lexeme, articles, titles)
        select ${language}, s.word, s.ndoc, coalesce(t.ndoc, 0)
        from ts_stat(${all}) s left join ts_stat(${titles}) t on t.word = s.word`);
    }
    // Fresh statistics, so the planner knows the new index's size right away.
    await tx.execute(sql`analyze kb_retrieval_articles`);
    await tx.execute(sql`analyze kb_retrieval_terms`);
    await tx.execute(sql`
      insert into kb_retrieval_state (id, signature, built_at) values (1, ${signature}, now())
      on conflict (id) do update set signature = excluded.signature, built_at = excluded.built_at`);
  });
  // The rebuild leaves the old rows dead; until they are cleared, searches right after an import ran
  // several times slower. VACUUM cannot run inside a transaction: only on the pool itself.
  if ((db as Db & { $client?: unknown }).$client)
    await db.execute(sql`vacuum analyze kb_retrieval_articles, kb_retrieval_terms`);
}

/** Makes sure the index reflects knowledge_base; cheap when it does (one small query). */
export async function ensureRetrievalIndex(db: Db): Promise<void> {
  if (await isCurrent(db)) return;
  let pending = building.get(db);
  if (!pending) {
    pending = (async () => {
      try {
        if (!(await isCurrent(db))) await refreshRetrievalIndex(db);
      } finally {
        building.delete(db);
      }
    })();
    building.set(db, pending);
  }
  await pending;
}
