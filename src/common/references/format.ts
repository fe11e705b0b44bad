import { scriptureBookByCode } from "./scripture-books.js";
import type { Reference, ScgReference, ScriptureReference, StReference, StSection } from "./types.js";

const ROMAN = ["", "I", "II", "III", "IV"] as const;

function formatStSection(section: StSection): string {
  switch (section.kind) {
    case "prologue":
      return "prol.";
    case "objection":
      return `obj. ${section.number}`;
    case "sed_contra":
      return section.number === undefined ? "s.c." : `s.c. ${section.number}`;
    case "respondeo":
      return "co.";
    case "reply":
      return `ad ${section.number}`;
    case "reply_all":
      return "ad arg.";
  }
}

function formatSt(ref: StReference): string {
  const parts = [ref.part === null ? "ST" : `ST ${ref.part}`];
  if (ref.question !== undefined) parts.push(`q. ${ref.question}`);
  if (ref.question !== undefined && ref.article !== undefined) parts.push(`a. ${ref.article}`);
  if (ref.section) parts.push(formatStSection(ref.section));
  return parts.join(", ");
}

function formatChapters(ref: ScgReference): string {
  if (ref.rickabyOnly) return `c. ${ref.chapter} (Rickaby)`;
  const list = ref.chapters && ref.chapters.length > 1 ? ref.chapters : null;
  if (!list) return `c. ${ref.chapter}`;
  const contiguous = list.every((n, i) => i === 0 || n === (list[i - 1] ?? 0) + 1);
  if (contiguous && list.length > 2) return `cc. ${list[0]}–${list[list.length - 1]}`;
  return `cc. ${list.join(", ")}`;
}

function formatScg(ref: ScgReference): string {
  const parts = [`SCG ${ROMAN[ref.book] ?? ref.book}`, formatChapters(ref)];
  if (ref.paragraph !== undefined) parts.push(`n. ${ref.paragraph}`);
  else if (ref.englishParagraph !== undefined) parts.push(`¶${ref.englishParagraph}`);
  else if (ref.note !== undefined) parts.push(`note ${ref.note}`);
  return parts.join(", ");
}

function formatScripture(ref: ScriptureReference): string {
  const abbr = scriptureBookByCode(ref.book)?.abbr ?? ref.book;
  if (ref.verse === undefined) return `${abbr} ${ref.chapter}`;
  const end = ref.verseEnd !== undefined && ref.verseEnd !== ref.verse ? `-${ref.verseEnd}` : "";
  return `${abbr} ${ref.chapter}:${ref.verse}${end}`;
}

/** The one canonical written form of a reference, e.g. `ST I, q. 2, a. 3, co.`, `SCG I, c. 13, n. 3`, `Ex. 3:14`. */
export function formatReference(ref: Reference): string {
  switch (ref.work) {
    case "st":
      return formatSt(ref);
    case "scg":
      return formatScg(ref);
    case "bible":
      return formatScripture(ref);
  }
}

/**
 * The reference of the unit a passage belongs to: the ST article (or question, for a question prologue;
 * the part, for a part prologue), the SCG chapter (its first chapter when a record joins several),
 * the Bible chapter.
 */
export function articleReferenceOf(ref: Reference): Reference {
  switch (ref.work) {
    case "st": {
      const { section: _section, ...rest } = ref;
      return rest;
    }
    case "scg":
      return {
        work: "scg",
        book: ref.book,
        chapter: ref.chapter,
        ...(ref.rickabyOnly ? { rickabyOnly: true } : {}),
      };
    case "bible":
      return { work: "bible", book: ref.book, chapter: ref.chapter };
  }
}

/** `articleReferenceOf` written in canonical form: the value stored in knowledge_base.article_ref. */
export function formatArticleRef(ref: Reference): string {
  return formatReference(articleReferenceOf(ref));
}
