import { type SQL, sql } from "drizzle-orm";
import type { SectionKind } from "../../../common/knowledge-base/contract.js";
import type { Passage } from "./types.js";

/** The columns every passage query selects: the row, its aligned Latin, its article title. */
export const PASSAGE_COLUMNS = sql`
  k.id, k.reference, k.article_ref, k.work, k.work_key, k.author, k.section, k.section_kind, k.title,
  k.content, k.language, k.ordinal, la.id as latin_id, la.content as latin_content`;

/** Joins the Latin row that translates `k` (when `k` is English). */
export const LATIN_JOIN = sql`
  left join lateral (
    select l.id, l.content from knowledge_base l where l.translation_of = k.id and l.language = 'la'
    order by l.ordinal limit 1
  ) la on true`;

export interface PassageRow extends Record<string, unknown> {
  id: string;
  reference: string;
  article_ref: string;
  work: string;
  work_key: string;
  author: string;
  section: string;
  section_kind: string;
  title: string;
  content: string;
  language: string;
  ordinal: number;
  latin_id: string | null;
  latin_content: string | null;
}

export function toPassage(row: PassageRow): Passage {
  return {
    id: row.id,
    reference: row.reference,
    articleRef: row.article_ref,
    work: row.work,
    workKey: row.work_key,
    author: row.author,
    section: row.section,
    sectionKind: row.section_kind as SectionKind,
    title: row.title,
    content: row.content,
    language: row.language,
    latin:
      row.latin_id && row.latin_content !== null ? { id: row.latin_id, content: row.latin_content } : null,
    ordinal: Number(row.ordinal),
  };
}

/** Rows shown to a reader: English where it exists; a Latin row only when nothing translates it. */
export const READER_ROWS: SQL = sql`(k.language <> 'la' or k.translation_of is null)`;
