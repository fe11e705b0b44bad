import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { digestOf } from "./digest-of.js";
import { LATIN_JOIN, PASSAGE_COLUMNS, type PassageRow, toPassage } from "./passage-rows.js";
import { scriptureFor } from "./scripture.js";
import type { ArticleText, LoadArticle } from "./types.js";

/**
 * A whole article (or chapter) in order: its English passages, each with its aligned Latin and the
 * Scripture it cites; the Latin rows themselves when the article has no English (SCG chapters Rickaby
 * left out). Rickaby's footnotes are his, not Aquinas', and stay out.
 */
export const loadArticle: LoadArticle = async (db: Db, articleRef: string): Promise<ArticleText | null> => {
  const result = await db.execute<PassageRow>(sql`
    with shown as (
      select case when bool_or(language = 'en') then 'en' else min(language) end as language
      from knowledge_base where article_ref = ${articleRef}
    )
    select ${PASSAGE_COLUMNS}
    from knowledge_base k ${LATIN_JOIN}, shown
    where k.article_ref = ${articleRef} and k.language = shown.language and k.section_kind <> 'note'
    order by k.ordinal, k.reference`);
  const passages = result.rows.map(toPassage);
  const first = passages.find((p) => p.sectionKind !== "prologue") ?? passages[0];
  if (!first) return null;
  const [scripture, digest] = await Promise.all([
    scriptureFor(
      db,
      passages.map((p) => p.id),
    ),
    digestOf(db, articleRef),
  ]);
  return {
    articleRef,
    title: first.title,
    work: first.work,
    author: first.author,
    passages: passages.map((p) => ({ ...p, scripture: scripture.get(p.id) ?? [] })),
    digest,
  };
};
