import path from "node:path";
import { z } from "zod";
import { formatArticleRef, formatReference, type ScgReference } from "../../../common/references/index.js";
import { readJsonFile } from "./read-json.js";
import { addStat, clean, emptyOutput, makeRow } from "./rows.js";
import { chaptersNamed, toLeonine } from "./scg-numbers.js";
import { CorpusFileError, type SourceOutput, type SourceReader } from "./types.js";

const EN_FILE = path.join("summa-contra-gentiles-en", "gentiles.json");
const LA_FILE = path.join("summa-contra-gentiles-la", "scg-latin.json");
const BASE = { source: "summa-contra-gentiles", workKey: "scg", work: "Summa contra Gentiles" };
const BOOKS: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };

const englishSchema = z.looseObject({
  books: z.array(
    z.looseObject({
      citation: z.string().nullable(),
      chapters: z.array(
        z.looseObject({
          numbers: z.string().nullable(),
          title: z.string(),
          paragraphs: z.array(z.string()),
          notes: z.array(z.string()).default([]),
        }),
      ),
    }),
  ),
});
const latinSchema = z.looseObject({
  books: z.array(
    z.looseObject({
      book: z.number().int().min(1).max(4),
      chapters: z.array(
        z.looseObject({
          chapter: z.number().int().positive(),
          title: z.string(),
          paragraphs: z.array(z.looseObject({ n: z.number().int().positive(), text: z.string() })),
        }),
      ),
    }),
  ),
});
type English = z.infer<typeof englishSchema>;

const withoutNoteMarks = (text: string) => clean(text.replace(/\[\d+\]/g, ""));

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
function romanToNumber(roman: string): number {
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const value = ROMAN[roman[i] ?? ""] ?? 0;
    total += value < (ROMAN[roman[i + 1] ?? ""] ?? 0) ? -value : value;
  }
  return total;
}

/** A record may carry a further chapter under an inline heading ("CHAPTER CXVII—…" inside III.116). */
function inlineChapters(paragraphs: string[]): number[] {
  return paragraphs.flatMap((p) => {
    const m = /^CHAPTER ([CLXVI]+)\s*[—-]/.exec(p.trim());
    return m?.[1] ? [romanToNumber(m[1])] : [];
  });
}

/** Rickaby's notes: a note starts "NNN. "; the paragraphs after it without a number continue it. */
function groupNotes(notes: string[]): { number: number; text: string }[] {
  const grouped: { number: number; text: string }[] = [];
  for (const paragraph of notes.map(clean).filter(Boolean)) {
    const start = /^(\d+)\.\s/.exec(paragraph);
    const last = grouped[grouped.length - 1];
    if (start) grouped.push({ number: Number(start[1]), text: paragraph });
    else if (last) last.text += `\n\n${paragraph}`;
  }
  return grouped;
}

/** English rows per paragraph of Rickaby, his notes as notes; returns which Latin chapters each record covers. */
function addEnglish(out: SourceOutput, english: English): Map<string, string> {
  const covered = new Map<string, string>();
  for (const book of english.books) {
    const bookNumber = BOOKS[book.citation ?? ""];
    // The translator's preface and afterword are Rickaby's essays, not the work.
    if (!bookNumber) continue;
    for (const record of book.chapters) {
      const { chapters, rickabyOnly } = toLeonine(bookNumber, chaptersNamed(record.numbers ?? ""));
      const first = chapters[0];
      if (first === undefined) {
        out.problems.push(
          `${EN_FILE}: Book ${book.citation}, record "${record.title}" names no chapter; skipped`,
        );
        continue;
      }
      const chapterRef: ScgReference = { work: "scg", book: bookNumber, chapter: first };
      if (chapters.length > 1) chapterRef.chapters = chapters;
      if (rickabyOnly) chapterRef.rickabyOnly = true;
      const articleRef = formatArticleRef(chapterRef);
      if (!rickabyOnly)
        for (const n of [...chapters, ...inlineChapters(record.paragraphs)]) {
          covered.set(`${bookNumber} ${n}`, articleRef);
        }
      const title = withoutNoteMarks(record.title) || `Chapter ${first}`;
      const location = {
        book: bookNumber,
        chapter: first,
        chapters: chapters.join(", "),
        translation: "Rickaby",
      };
      const label = chapters.length > 1 ? `Chapters ${chapters.join(", ")}` : `Chapter ${first}`;
      const paragraphs = record.paragraphs.map(clean).filter(Boolean);
      paragraphs.forEach((content, i) => {
        const ref = { ...chapterRef, englishParagraph: i + 1 };
        out.rows.push(
          makeRow({
            ...BASE,
            author: "Thomas Aquinas",
            section: `${label}, ¶${i + 1}`,
            sectionKind: "paragraph",
            title,
            content,
            reference: formatReference(ref),
            articleRef,
            location: { ...location, paragraph: i + 1 },
            ordinal: i + 1,
            language: "en",
            originalLanguage: "la",
          }),
        );
      });
      addStat(out, "scg.en_records");
      addStat(out, "scg.en_paragraphs", paragraphs.length);
      groupNotes(record.notes).forEach((note, k) => {
        out.rows.push(
          makeRow({
            ...BASE,
            author: "Joseph Rickaby",
            section: `Rickaby's note ${note.number}`,
            sectionKind: "note",
            title,
            content: note.text,
            reference: formatReference({ ...chapterRef, note: note.number }),
            articleRef,
            location: { ...location, note: note.number },
            ordinal: paragraphs.length + k + 1,
            language: "en",
          }),
        );
        addStat(out, "scg.rickaby_notes");
      });
    }
  }
  return covered;
}

/**
 * Summa contra Gentiles: Rickaby's abridged English by paragraph with his chapter titles, and the Latin by
 * numbered paragraph. They align by chapter (the chapter numbers each English record names, mapped to
 * Leonine numbers), not paragraph: Rickaby condenses and reorders arguments, so the Latin rows carry no
 * translation_of; `location.english` names the English chapter, or "none" where only the Latin exists.
 */
async function read(corpusDir: string): Promise<SourceOutput> {
  const out = emptyOutput();
  let covered = new Map<string, string>();
  try {
    covered = addEnglish(out, await readJsonFile(corpusDir, path.join(corpusDir, EN_FILE), englishSchema));
  } catch (error) {
    if (!(error instanceof CorpusFileError)) throw error;
    out.problems.push(`${error.message} — the Latin is imported without the English`);
  }
  let latin: z.infer<typeof latinSchema>;
  try {
    latin = await readJsonFile(corpusDir, path.join(corpusDir, LA_FILE), latinSchema);
  } catch (error) {
    if (!(error instanceof CorpusFileError) || out.rows.length === 0) throw error;
    out.problems.push(`${error.message} — the English is imported without the Latin`);
    return out;
  }
  const latinChapters = new Set<string>();
  for (const book of latin.books) {
    for (const chapter of book.chapters) {
      latinChapters.add(`${book.book} ${chapter.chapter}`);
      const ref: ScgReference = { work: "scg", book: book.book, chapter: chapter.chapter };
      const english = covered.get(`${book.book} ${chapter.chapter}`) ?? "none";
      addStat(out, english === "none" ? "scg.latin_only_chapters" : "scg.chapters_with_both");
      for (const p of chapter.paragraphs) {
        out.rows.push(
          makeRow({
            ...BASE,
            author: "Thomas Aquinas",
            section: `Chapter ${chapter.chapter}, n. ${p.n}`,
            sectionKind: "paragraph",
            title: clean(chapter.title),
            content: clean(p.text),
            reference: formatReference({ ...ref, paragraph: p.n }),
            articleRef: formatArticleRef(ref),
            location: { book: book.book, chapter: chapter.chapter, paragraph: p.n, english },
            ordinal: p.n,
            language: "la",
          }),
        );
      }
    }
  }
  for (const key of covered.keys()) if (!latinChapters.has(key)) addStat(out, "scg.english_only_chapters");
  return out;
}

export const summaContraGentiles: SourceReader = {
  name: "summa-contra-gentiles",
  folders: ["summa-contra-gentiles-en", "summa-contra-gentiles-la"],
  read,
};
