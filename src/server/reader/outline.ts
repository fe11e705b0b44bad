import { sql } from "drizzle-orm";
import type { ReaderLink } from "../../common/reader/contract.js";
import { placeOf } from "../../common/reader/places.js";
import { parseReference } from "../../common/references/index.js";
import { SCRIPTURE_BOOKS, scriptureBookByCode } from "../../common/references/scripture-books.js";
import { type Reference, ST_PARTS } from "../../common/references/types.js";
import type { Db } from "../db/client.js";

/** One unit the reader can open: an ST article or question, an SCG chapter, a Bible chapter, in the order of its work. */
export interface OutlineEntry extends ReaderLink {
  ref: Reference;
  workKey: "st" | "scg" | "bible";
  work: string;
  kind: "article" | "question" | "chapter";
  /** The division it belongs to: "ST I-II", "SCG III", the Bible book "John". */
  division: string;
  /** The question an article belongs to ("ST I-II, q. 94"); null for questions and chapters. */
  questionRef: string | null;
  /** The learners' questions of its digest (its asks and its plain question), for the search over the reader. */
  asks: string[];
}

/** Every article, question and chapter in reading order, with lookups by reference. */
export interface Outline {
  entries: OutlineEntry[];
  byRef: Map<string, OutlineEntry>;
  /** The articles of each question, and the chapters of each SCG book, in order. */
  members: Map<string, OutlineEntry[]>;
  /** Position of each article or chapter in the sequence previous/next walks (questions are left out). */
  readingOrder: OutlineEntry[];
  positions: Map<string, number>;
}

interface UnitRow extends Record<string, unknown> {
  article_ref: string;
  work_key: "st" | "scg" | "bible";
  work: string;
  title: string;
  asks: string[] | null;
}

const ROMAN = ["", "I", "II", "III", "IV"];
const BOOK_ORDER = new Map(SCRIPTURE_BOOKS.map((b, i) => [b.code, i]));
/** The Bible pages show the Douay-Rheims beside the Clementine Vulgate. */
export const BIBLE_READER_WORK = "Holy Bible: Douay-Rheims and Clementine Vulgate";

function sortKey(ref: Reference): number[] {
  if (ref.work === "st") {
    const part = ref.part === null ? -1 : ST_PARTS.indexOf(ref.part);
    return [0, part, ref.question ?? 0, ref.article ?? 0];
  }
  if (ref.work === "scg") return [1, ref.book, ref.chapter, ref.rickabyOnly ? 1 : 0];
  return [2, BOOK_ORDER.get(ref.book) ?? 99, ref.chapter];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function entryOf(row: UnitRow): OutlineEntry | null {
  const ref = parseReference(row.article_ref);
  const place = ref ? placeOf(ref) : null;
  if (!ref || !place) return null;
  if (ref.work === "st") {
    if (ref.part === null || ref.question === undefined) return null;
    const division = `ST ${ref.part}`;
    const isArticle = ref.article !== undefined;
    return {
      ref,
      articleRef: row.article_ref,
      place,
      title: row.title,
      workKey: "st",
      work: row.work,
      kind: isArticle ? "article" : "question",
      division,
      questionRef: isArticle ? `${division}, q. ${ref.question}` : null,
      asks: row.asks ?? [],
    };
  }
  if (ref.work === "bible") {
    if (ref.verse !== undefined) return null;
    return {
      ref,
      articleRef: row.article_ref,
      place,
      title: row.title,
      workKey: "bible",
      work: BIBLE_READER_WORK,
      kind: "chapter",
      division: scriptureBookByCode(ref.book)?.name ?? ref.book,
      questionRef: null,
      asks: [],
    };
  }
  return {
    ref,
    articleRef: row.article_ref,
    place,
    title: row.title,
    workKey: "scg",
    work: row.work,
    kind: "chapter",
    division: `SCG ${ROMAN[ref.book] ?? ref.book}`,
    questionRef: null,
    asks: row.asks ?? [],
  };
}

/** Reads the outline of the Summa Theologiae, the Summa contra Gentiles and the Bible from the knowledge base. */
export async function loadOutline(db: Db): Promise<Outline> {
  const result = await db.execute<UnitRow>(sql`
    select u.article_ref, u.work_key, u.work, u.title,
      (d.digest->'asks')
        || case when d.digest ? 'plainQuestion' then jsonb_build_array(d.digest->'plainQuestion') else '[]'::jsonb end
        || coalesce(d.digest->'distinctAsks', '[]'::jsonb) as asks
    from (
      select k.article_ref, min(k.work_key) as work_key, min(k.work) as work,
        coalesce(min(k.title) filter (where k.language = 'en' and k.section_kind <> 'note'), min(k.title)) as title
      from knowledge_base k
      where k.work_key in ('st', 'scg') and k.section_kind <> 'note'
      group by k.article_ref
      union all
      select k.article_ref, 'bible', min(k.work), coalesce(min(k.title) filter (where k.language = 'en'), min(k.title))
      from knowledge_base k where k.work_key = 'bible'
      group by k.article_ref
    ) u
    left join kb_article_digests d on d.article_ref = u.article_ref`);
  const entries = result.rows
    .map(entryOf)
    .filter((e): e is OutlineEntry => e !== null)
    .sort((a, b) => compareKeys(sortKey(a.ref), sortKey(b.ref)));
  const byRef = new Map(entries.map((e) => [e.articleRef, e]));
  const members = new Map<string, OutlineEntry[]>();
  for (const e of entries) {
    const group = e.kind === "article" ? e.questionRef : e.kind === "chapter" ? e.division : null;
    if (group === null) continue;
    const list = members.get(group) ?? [];
    list.push(e);
    members.set(group, list);
  }
  const readingOrder = entries.filter((e) => e.kind !== "question");
  const positions = new Map(readingOrder.map((e, i) => [e.articleRef, i]));
  return { entries, byRef, members, readingOrder, positions };
}

export const linkOf = (e: OutlineEntry): ReaderLink => ({
  articleRef: e.articleRef,
  place: e.place,
  title: e.title,
});
