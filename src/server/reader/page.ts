import { sql } from "drizzle-orm";
import type { ReaderPage, ReaderSection } from "../../common/reader/contract.js";
import { anchorOf, placeOfArticleRef } from "../../common/reader/places.js";
import { parseReference } from "../../common/references/index.js";
import type { Db } from "../db/client.js";
import { publicDigest } from "../knowledge-base/digests/public-digest.js";
import { toPassageDto } from "../knowledge-base/passage-dto.js";
import { digestOf } from "../knowledge-base/retrieval/digest-of.js";
import {
  LATIN_JOIN,
  PASSAGE_COLUMNS,
  type PassageRow,
  toPassage,
} from "../knowledge-base/retrieval/passage-rows.js";
import type { Passage } from "../knowledge-base/retrieval/types.js";
import { linkOf, type Outline, type OutlineEntry } from "./outline.js";

const anchorOfReference = (reference: string) => {
  const ref = parseReference(reference);
  return ref ? anchorOf(ref) : null;
};

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

/**
 * The passages of an article (chapter) in order, each English row with its aligned Latin; the Latin rows
 * themselves when it has no English (Rickaby's notes alone do not count as English). As loadArticle, without the Scripture each passage cites, which the
 * reader does not show.
 */
async function passagesOf(db: Db, articleRef: string): Promise<Passage[]> {
  const result = await db.execute<PassageRow>(sql`
    with shown as (
      select case when bool_or(language = 'en') then 'en' else min(language) end as language
      from knowledge_base where article_ref = ${articleRef} and section_kind <> 'note'
    )
    select ${PASSAGE_COLUMNS}
    from knowledge_base k ${LATIN_JOIN}, shown
    where k.article_ref = ${articleRef} and k.language = shown.language and k.section_kind <> 'note'
    order by k.ordinal, k.reference`);
  return result.rows.map(toPassage);
}

interface LatinRow extends Record<string, unknown> {
  id: string;
  reference: string;
  content: string;
}

/** The Leonine Latin of an SCG chapter, paragraph by paragraph. */
async function chapterLatin(db: Db, articleRef: string) {
  const result = await db.execute<LatinRow>(sql`
    select id, reference, content from knowledge_base
    where article_ref = ${articleRef} and language = 'la' and section_kind <> 'note'
    order by ordinal, reference`);
  return result.rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    anchor: anchorOfReference(r.reference),
    text: r.content,
  }));
}

export async function questionOf(
  db: Db,
  outline: Outline,
  questionRef: string,
): Promise<ReaderPage["question"]> {
  const place = placeOfArticleRef(questionRef);
  if (!place) return null;
  const prologue = await passagesOf(db, questionRef);
  const passage = prologue.find((p) => p.sectionKind === "prologue") ?? null;
  return {
    articleRef: questionRef,
    place,
    title: outline.byRef.get(questionRef)?.title ?? questionRef,
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

/** The reader page of an ST question: its prologue and its articles. */
async function questionPage(db: Db, outline: Outline, entry: OutlineEntry): Promise<ReaderPage> {
  return {
    kind: "question",
    articleRef: entry.articleRef,
    place: entry.place,
    work: entry.work,
    workKey: entry.workKey,
    title: entry.title,
    division: divisionOf(entry),
    question: await questionOf(db, outline, entry.articleRef),
    sections: [],
    latinParagraphs: [],
    digest: null,
    siblings: (outline.members.get(entry.articleRef) ?? []).map(linkOf),
    previous: null,
    next: null,
  };
}

/** The reader page of an article or chapter, or null when the knowledge base has no such place. */
export async function readerPage(
  db: Db,
  outline: Outline,
  articleRef: string,
  questionOfRef: (questionRef: string) => Promise<ReaderPage["question"]> = (ref) =>
    questionOf(db, outline, ref),
): Promise<ReaderPage | null> {
  const entry = outline.byRef.get(articleRef);
  if (!entry) return null;
  if (entry.kind === "question") return questionPage(db, outline, entry);
  const [all, digest, question, latin] = await Promise.all([
    passagesOf(db, articleRef),
    digestOf(db, articleRef),
    entry.questionRef ? questionOfRef(entry.questionRef) : Promise.resolve(null),
    entry.workKey === "scg" ? chapterLatin(db, articleRef) : Promise.resolve([]),
  ]);
  const passages = all.filter((p) => p.sectionKind !== "prologue");
  const englishChapter = entry.workKey === "scg" && passages.some((p) => p.language !== "la");
  const position = outline.positions.get(articleRef) ?? -1;
  const previous = position > 0 ? outline.readingOrder[position - 1] : undefined;
  const next = position >= 0 ? outline.readingOrder[position + 1] : undefined;
  return {
    kind: entry.kind,
    articleRef,
    place: entry.place,
    work: entry.work,
    workKey: entry.workKey,
    title: entry.title,
    division: divisionOf(entry),
    question,
    sections: passages.map(sectionOf),
    // A chapter with Rickaby's English has its Latin beside it; a Latin-only chapter is all in `sections`.
    latinParagraphs: englishChapter ? latin : [],
    digest: publicDigest(digest),
    siblings: (outline.members.get(entry.questionRef ?? entry.division) ?? []).map(linkOf),
    previous: previous ? linkOf(previous) : null,
    next: next ? linkOf(next) : null,
  };
}
