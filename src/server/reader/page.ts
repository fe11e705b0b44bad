import { sql } from "drizzle-orm";
import type { SectionKind } from "../../common/knowledge-base/contract.js";
import type { ArticleDigest } from "../../common/knowledge-base/digest.js";
import type { ReaderPage, ReaderSection } from "../../common/reader/contract.js";
import { anchorOf } from "../../common/reader/places.js";
import { parseReference } from "../../common/references/index.js";
import type { Db } from "../db/client.js";
import { publicDigest } from "../knowledge-base/digests/public-digest.js";
import { toPassageDto } from "../knowledge-base/passage-dto.js";
import type { Passage } from "../knowledge-base/retrieval/types.js";
import { linkOf, type Outline, type OutlineEntry } from "./outline.js";

/** One knowledge-base row of a unit, as the reader query gives it. */
interface UnitRow {
  id: string;
  reference: string;
  work: string;
  work_key: string;
  author: string;
  section: string;
  section_kind: SectionKind;
  title: string;
  content: string;
  language: string;
  ordinal: number;
  translation_of: string | null;
}

/** Everything the knowledge base holds of one article, question or chapter: its rows in order, its digest. */
export interface Unit {
  rows: UnitRow[];
  digest: ArticleDigest | null;
}

/**
 * The rows and digest of several units in one query, each unit's rows in their order (English and Latin
 * alike; Rickaby's notes left out). An index scan on article_ref per unit, so a page costs one round trip.
 */
export async function loadUnits(db: Db, articleRefs: string[]): Promise<Map<string, Unit>> {
  const units = new Map<string, Unit>();
  if (articleRefs.length === 0) return units;
  const result = await db.execute<{ article_ref: string; rows: UnitRow[]; digest: ArticleDigest | null }>(sql`
    select u.article_ref,
      (select coalesce(json_agg(json_build_object(
          'id', k.id, 'reference', k.reference, 'work', k.work, 'work_key', k.work_key, 'author', k.author,
          'section', k.section, 'section_kind', k.section_kind, 'title', k.title, 'content', k.content,
          'language', k.language, 'ordinal', k.ordinal, 'translation_of', k.translation_of)
          order by k.ordinal, k.reference), '[]'::json)
        from knowledge_base k where k.article_ref = u.article_ref and k.section_kind <> 'note') as rows,
      (select d.digest from kb_article_digests d where d.article_ref = u.article_ref) as digest
    from unnest(${`{${articleRefs.map((r) => `"${r.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]) as u(article_ref)`);
  for (const row of result.rows) units.set(row.article_ref, { rows: row.rows, digest: row.digest });
  return units;
}

const anchorOfReference = (reference: string) => {
  const ref = parseReference(reference);
  return ref ? anchorOf(ref) : null;
};

function passageOf(row: UnitRow, articleRef: string, latin: UnitRow | undefined): Passage {
  return {
    id: row.id,
    reference: row.reference,
    articleRef,
    work: row.work,
    workKey: row.work_key,
    author: row.author,
    section: row.section,
    sectionKind: row.section_kind,
    title: row.title,
    content: row.content,
    language: row.language,
    latin: latin ? { id: latin.id, content: latin.content } : null,
    ordinal: Number(row.ordinal),
  };
}

/**
 * The passages a unit shows, in order: each English row with the first Latin row that translates it; the
 * Latin rows themselves when it has no English. A Bible chapter also shows the Vulgate verses the
 * Douay-Rheims has no verse for.
 */
function passagesOf(articleRef: string, unit: Unit | undefined, workKey: string): Passage[] {
  const rows = unit?.rows ?? [];
  const latinOf = new Map<string, UnitRow>();
  for (const r of rows)
    if (r.language === "la" && r.translation_of && !latinOf.has(r.translation_of))
      latinOf.set(r.translation_of, r);
  const hasEnglish = rows.some((r) => r.language === "en");
  const shown = rows.filter((r) =>
    hasEnglish
      ? r.language !== "la" || (workKey === "bible" && r.translation_of === null)
      : r.language === "la",
  );
  return shown.map((r) => passageOf(r, articleRef, r.language === "la" ? undefined : latinOf.get(r.id)));
}

function sectionOf(p: Passage): ReaderSection {
  const dto = toPassageDto(p);
  return {
    id: p.id,
    reference: p.reference,
    anchor: anchorOfReference(p.reference),
    sectionKind: p.sectionKind,
    voice: dto.voice,
    label: dto.label,
    english: p.language === "la" ? null : p.content,
    latin: p.language === "la" ? p.content : (p.latin?.content ?? null),
  };
}

/** The Leonine Latin of an SCG chapter, paragraph by paragraph. */
function chapterLatin(unit: Unit | undefined): ReaderPage["latinParagraphs"] {
  return (unit?.rows ?? [])
    .filter((r) => r.language === "la")
    .map((r) => ({
      id: r.id,
      reference: r.reference,
      anchor: anchorOfReference(r.reference),
      text: r.content,
    }));
}

function questionOf(outline: Outline, questionRef: string, unit: Unit | undefined): ReaderPage["question"] {
  const entry = outline.byRef.get(questionRef);
  if (!entry) return null;
  const passage = passagesOf(questionRef, unit, "st").find((p) => p.sectionKind === "prologue") ?? null;
  return {
    articleRef: questionRef,
    place: entry.place,
    title: entry.title,
    prologue: passage
      ? {
          english: passage.language === "la" ? null : passage.content,
          latin: passage.language === "la" ? passage.content : (passage.latin?.content ?? null),
        }
      : null,
  };
}

function divisionOf(entry: OutlineEntry): ReaderPage["division"] {
  return { label: entry.division, anchor: entry.division.toLowerCase().replace(/[^a-z0-9]+/g, "-") };
}

/** The neighbour in reading order, within the same work. */
function neighbour(outline: Outline, entry: OutlineEntry, step: -1 | 1) {
  const position = outline.positions.get(entry.articleRef);
  if (position === undefined) return null;
  const other = outline.readingOrder[position + step];
  return other && other.workKey === entry.workKey ? linkOf(other) : null;
}

/** The reader page of an outline entry, from the units loaded for it (its own and its question's). */
export function buildPage(outline: Outline, entry: OutlineEntry, units: Map<string, Unit>): ReaderPage {
  const unit = units.get(entry.articleRef);
  const base = {
    articleRef: entry.articleRef,
    place: entry.place,
    work: entry.work,
    workKey: entry.workKey,
    title: entry.title,
    division: divisionOf(entry),
  };
  if (entry.kind === "question")
    return {
      ...base,
      kind: "question",
      question: questionOf(outline, entry.articleRef, unit),
      sections: [],
      latinParagraphs: [],
      digest: null,
      siblings: (outline.members.get(entry.articleRef) ?? []).map(linkOf),
      previous: null,
      next: null,
    };
  const passages = passagesOf(entry.articleRef, unit, entry.workKey).filter(
    (p) => p.sectionKind !== "prologue",
  );
  const englishChapter = entry.workKey === "scg" && passages.some((p) => p.language !== "la");
  return {
    ...base,
    kind: entry.kind,
    question: entry.questionRef ? questionOf(outline, entry.questionRef, units.get(entry.questionRef)) : null,
    sections: passages.map(sectionOf),
    // A chapter with Rickaby's English has its Latin beside it; a Latin-only chapter is all in `sections`.
    latinParagraphs: englishChapter ? chapterLatin(unit) : [],
    digest: publicDigest(unit?.digest ?? null),
    siblings: (outline.members.get(entry.questionRef ?? entry.division) ?? []).map(linkOf),
    previous: neighbour(outline, entry, -1),
    next: neighbour(outline, entry, 1),
  };
}

/** The units a page needs: its own, and its question's for the prologue. */
export const unitsFor = (entry: OutlineEntry) =>
  entry.questionRef ? [entry.articleRef, entry.questionRef] : [entry.articleRef];

/**
 * The reader pages of several places at once (one query), each null when the knowledge base has no such
 * place. The reader's cache builds one page at a time with it; a walk over the whole outline many.
 */
export async function readerPages(
  db: Db,
  outline: Outline,
  articleRefs: string[],
): Promise<Map<string, ReaderPage | null>> {
  const entries = articleRefs.map((ref) => [ref, outline.byRef.get(ref)] as const);
  const wanted = new Set(entries.flatMap(([, e]) => (e ? unitsFor(e) : [])));
  const units = await loadUnits(db, [...wanted]);
  return new Map(entries.map(([ref, e]) => [ref, e ? buildPage(outline, e, units) : null]));
}

/** The reader page of an article, question or chapter, or null when the knowledge base has no such place. */
export async function readerPage(db: Db, outline: Outline, articleRef: string): Promise<ReaderPage | null> {
  return (await readerPages(db, outline, [articleRef])).get(articleRef) ?? null;
}
