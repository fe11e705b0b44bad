import { sql } from "drizzle-orm";
import type { KbLatinChapter } from "../../common/knowledge-base/contract.js";
import type { Db } from "../db/client.js";
import type { Passage } from "./retrieval/types.js";

interface LatinRow extends Record<string, unknown> {
  id: string;
  reference: string;
  article_ref: string;
  title: string;
  content: string;
  ordinal: number;
}

/** Rickaby's English paragraphs of the Summa contra Gentiles: the passages whose Latin is given by chapter. */
export const isRickabyParagraph = (p: Passage) =>
  p.workKey === "scg" && p.language === "en" && p.sectionKind === "paragraph" && p.latin === null;

/**
 * The Leonine Latin of the chapter(s) an English SCG paragraph belongs to, each chapter's paragraphs in
 * order. The Latin rows name their English chapter in `location.english` (the importer maps Rickaby's
 * numbering to the Leonine one, merged records included), so the join is on that and not on the
 * chapter number. Null when the passage is not such a paragraph or no Latin exists for its chapter.
 */
export async function scgChapterLatin(db: Db, passage: Passage): Promise<KbLatinChapter[] | null> {
  if (!isRickabyParagraph(passage)) return null;
  const result = await db.execute<LatinRow>(sql`
    select id, reference, article_ref, title, content, ordinal
    from knowledge_base
    where work_key = 'scg' and language = 'la' and section_kind = 'paragraph'
      and location->>'english' = ${passage.articleRef}
    order by (location->>'chapter')::int, ordinal, reference`);
  const chapters: KbLatinChapter[] = [];
  for (const row of result.rows) {
    let chapter = chapters[chapters.length - 1];
    if (chapter?.articleRef !== row.article_ref) {
      chapter = { articleRef: row.article_ref, title: row.title, paragraphs: [] };
      chapters.push(chapter);
    }
    chapter.paragraphs.push({
      id: row.id,
      reference: row.reference,
      n: Number(row.ordinal),
      text: row.content,
    });
  }
  return chapters.length > 0 ? chapters : null;
}
