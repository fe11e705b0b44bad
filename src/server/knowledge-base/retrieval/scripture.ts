import { sql } from "drizzle-orm";
import { SCRIPTURE_BOOKS } from "../../../common/references/index.js";
import type { Db } from "../../db/client.js";
import type { ScriptureVerse } from "./types.js";

/** Position of each book in the canon; a verse of an unknown book sorts after all the others. */
const BOOK_POSITION = new Map(SCRIPTURE_BOOKS.map((b, i) => [b.code, i]));

interface VerseRow extends Record<string, unknown> {
  passage_id: string;
  id: string;
  reference: string;
  content: string;
  latin: string | null;
  book: string | null;
  chapter: string | null;
  ordinal: number;
}

/** Bible order (book, chapter, verse); the reference, then the text, break ties without the random row id. */
function biblicalOrder(a: VerseRow, b: VerseRow): number {
  const book = (r: VerseRow) => BOOK_POSITION.get(r.book ?? "") ?? SCRIPTURE_BOOKS.length;
  const chapter = (r: VerseRow) => (r.chapter === null ? Number.MAX_SAFE_INTEGER : Number(r.chapter));
  return (
    book(a) - book(b) ||
    chapter(a) - chapter(b) ||
    Number(a.ordinal) - Number(b.ordinal) ||
    a.reference.localeCompare(b.reference) ||
    a.content.localeCompare(b.content)
  );
}

/**
 * The verses each passage cites (links from the passage or from its Latin), with the Vulgate text, in
 * the order of the Bible so that two imports of the same texts give the same list.
 * The two kinds of link are gathered as a union so that each side can use its index: an `or` in the
 * join condition forced a scan of every link in the knowledge base (tens of milliseconds per article).
 */
export async function scriptureFor(db: Db, passageIds: string[]): Promise<Map<string, ScriptureVerse[]>> {
  const found = new Map<string, ScriptureVerse[]>();
  if (passageIds.length === 0) return found;
  const ids = sql.join(
    passageIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<VerseRow>(sql`
    with linked as (
      select p.id as passage_id, p.id as linked_id from knowledge_base p where p.id in (${ids})
      union all
      select l.translation_of, l.id from knowledge_base l where l.translation_of in (${ids})
    )
    select distinct on (k.passage_id, v.id) k.passage_id, v.id, v.reference, v.content, vl.content as latin,
      v.location->>'book' as book, v.location->>'chapter' as chapter, v.ordinal
    from linked k
    join kb_scripture_links s on s.passage_id = k.linked_id
    join knowledge_base v on v.id = s.verse_id
    left join lateral (
      select x.content from knowledge_base x where x.translation_of = v.id and x.language = 'la' limit 1
    ) vl on true
    order by k.passage_id, v.id`);
  for (const row of [...result.rows].sort(biblicalOrder)) {
    const list = found.get(row.passage_id) ?? [];
    list.push({ id: row.id, reference: row.reference, content: row.content, latin: row.latin });
    found.set(row.passage_id, list);
  }
  return found;
}
