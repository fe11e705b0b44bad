import { sql } from "drizzle-orm";
import type { ArticleDigest } from "../../common/knowledge-base/digest.js";
import type { Db } from "../db/client.js";
import {
  LATIN_JOIN,
  PASSAGE_COLUMNS,
  type PassageRow,
  toPassage,
} from "../knowledge-base/retrieval/passage-rows.js";
import type { ArticleText } from "../knowledge-base/retrieval/types.js";

/**
 * Several whole articles (or chapters) in two queries: their passages in order with the aligned Latin,
 * and their digests. The Scripture verses they cite are left out: materials quote only his text.
 * Like `loadArticle`, English rows when the article has them, the Latin ones otherwise; no notes.
 */
export async function loadArticles(db: Db, refs: string[]): Promise<ArticleText[]> {
  if (refs.length === 0) return [];
  const list = sql.join(
    refs.map((r) => sql`${r}`),
    sql`, `,
  );
  const [passages, digests] = await Promise.all([
    db.execute<PassageRow>(sql`
      with shown as (
        select article_ref, case when bool_or(language = 'en') then 'en' else min(language) end as language
        from knowledge_base where article_ref in (${list}) group by article_ref
      )
      select ${PASSAGE_COLUMNS}
      from knowledge_base k join shown s on s.article_ref = k.article_ref and s.language = k.language
      ${LATIN_JOIN}
      where k.section_kind <> 'note'
      order by k.article_ref, k.ordinal, k.reference`),
    db.execute<{ article_ref: string; digest: ArticleDigest }>(
      sql`select article_ref, digest from kb_article_digests where article_ref in (${list})`,
    ),
  ]);
  const digestOf = new Map(digests.rows.map((r) => [r.article_ref, r.digest]));
  return refs.flatMap((ref) => {
    const own = passages.rows.filter((r) => r.article_ref === ref).map(toPassage);
    const first = own.find((p) => p.sectionKind !== "prologue") ?? own[0];
    if (!first) return [];
    return [
      {
        articleRef: ref,
        title: first.title,
        work: first.work,
        author: first.author,
        passages: own.map((p) => ({ ...p, scripture: [] })),
        digest: digestOf.get(ref) ?? null,
      },
    ];
  });
}
