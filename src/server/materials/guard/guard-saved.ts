import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  type GuardText,
  guardMaterial,
  type MaterialGuardResult,
  quotedReferences,
} from "./material-guard.js";

/**
 * Checks a material a client asks to save against the knowledge base itself: the passages its
 * quotations name, and the whole articles they belong to for a quotation given without a reference.
 */
export async function guardSavedMaterial(db: Db, content: string): Promise<MaterialGuardResult> {
  const refs = quotedReferences(content);
  if (refs.length === 0) return guardMaterial(content, []);
  const list = sql.join(
    refs.map((r) => sql`${r}`),
    sql`, `,
  );
  const result = await db.execute<{ reference: string; content: string; latin: string | null }>(sql`
    select k.reference, k.content, l.content as latin
    from knowledge_base k
    left join knowledge_base l on l.translation_of = k.id and l.language = 'la'
    where k.section_kind <> 'note' and (k.language <> 'la' or k.translation_of is null)
      and k.article_ref in (select article_ref from knowledge_base where reference in (${list}))`);
  const texts: GuardText[] = result.rows.map((r) => ({
    reference: r.reference,
    content: r.content,
    latin: r.latin,
  }));
  return guardMaterial(content, texts);
}
