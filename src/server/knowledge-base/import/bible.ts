import path from "node:path";
import { z } from "zod";
import {
  formatArticleRef,
  formatReference,
  type ScriptureReference,
} from "../../../common/references/index.js";
import { readJsonFile } from "./read-json.js";
import { addStat, clean, emptyOutput, makeRow } from "./rows.js";

/**
 * A few Douay verses keep the digit of a footnote glued to the next word ("The 1Lord ruleth me",
 * "8And it came to pass"): the digit is the editor's mark, not the text, and is dropped.
 */
export function withoutNoteDigits(text: string): string {
  return text.replace(/(^|[\s(])\d+(?=[A-Za-z])/g, "$1");
}

import { CorpusFileError, type SourceOutput, type SourceReader } from "./types.js";

const DR_FILE = path.join("bible-douay-rheims", "douay-rheims-challoner.json");
const VULGATE_FILE = path.join("bible-vulgate-clementine", "vulgate-clementine.json");

const verse = z.looseObject({ verse: z.number().int().positive(), text: z.string() });
const bibleSchema = z.looseObject({
  books: z.array(
    z.looseObject({
      code: z.string().min(1),
      osis: z.string(),
      name: z.string(),
      chapters: z.array(z.looseObject({ chapter: z.number().int().positive(), verses: z.array(verse) })),
    }),
  ),
});
type Bible = z.infer<typeof bibleSchema>;

export const BIBLE_WORK = { en: "Holy Bible (Douay-Rheims)", la: "Holy Bible (Clementine Vulgate)" } as const;

/** Key of a verse for joining the two files and for resolving citations: "Ex 3 14". */
export const verseKey = (code: string, chapter: number, verse: number) => `${code} ${chapter} ${verse}`;

function addBible(
  out: SourceOutput,
  bible: Bible,
  language: "en" | "la",
  english: Map<string, string>,
): void {
  for (const book of bible.books) {
    const name = book.name.replace(/^St\.\s+/, "");
    for (const chapter of book.chapters) {
      for (const v of chapter.verses) {
        const text = withoutNoteDigits(clean(v.text));
        if (!text) continue;
        const ref: ScriptureReference = {
          work: "bible",
          book: book.code,
          chapter: chapter.chapter,
          verse: v.verse,
        };
        const key = verseKey(book.code, chapter.chapter, v.verse);
        const translationOf = language === "la" ? (english.get(key) ?? null) : null;
        const row = makeRow({
          source: "bible",
          workKey: "bible",
          work: BIBLE_WORK[language],
          author: "Holy Scripture",
          section: `verse ${v.verse}`,
          sectionKind: "verse",
          title: `${name} ${chapter.chapter}`,
          content: text,
          reference: formatReference(ref),
          articleRef: formatArticleRef(ref),
          location: { book: book.code, osis: book.osis, chapter: chapter.chapter, verse: v.verse },
          ordinal: v.verse,
          language,
          originalLanguage: language === "en" ? "la" : null,
          translationOf,
        });
        out.rows.push(row);
        if (language === "en") english.set(key, row.id);
        else addStat(out, translationOf ? "bible.la_paired" : "bible.la_unpaired");
      }
    }
  }
}

/** Douay-Rheims verses, each with its Clementine Vulgate verse as the Latin row (joined on code, chapter, verse). */
async function read(corpusDir: string): Promise<SourceOutput> {
  const out = emptyOutput();
  const english = new Map<string, string>();
  // Without the English there is nothing to cite; the reader fails and the message names the file.
  const dr = await readJsonFile(corpusDir, path.join(corpusDir, DR_FILE), bibleSchema);
  addBible(out, dr, "en", english);
  try {
    const vulgate = await readJsonFile(corpusDir, path.join(corpusDir, VULGATE_FILE), bibleSchema);
    addBible(out, vulgate, "la", english);
  } catch (error) {
    if (!(error instanceof CorpusFileError)) throw error;
    out.problems.push(`${error.message} — the Douay-Rheims is imported without the Latin`);
  }
  return out;
}

export const bible: SourceReader = {
  name: "bible",
  folders: ["bible-douay-rheims", "bible-vulgate-clementine"],
  read,
};
