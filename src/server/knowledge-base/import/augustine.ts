import path from "node:path";
import { z } from "zod";
import { addDivision, type OtherWork } from "./other-works.js";
import { groupSentences } from "./passages.js";
import { listFiles, readJsonFile } from "./read-json.js";
import { addStat, clean, emptyOutput } from "./rows.js";
import { CorpusFileError, type SourceOutput, type SourceReader } from "./types.js";

const FOLDER = "augustine-npnf";

const schema = z.looseObject({
  work: z.string(),
  author: z.string(),
  books: z.array(
    z.looseObject({
      book: z.string().nullable(),
      chapters: z.array(z.looseObject({ chapter: z.number().int(), sentences: z.array(z.string()) })),
    }),
  ),
});

/** Short titles to cite by; a file not listed here is cited by the title it gives itself. */
const WORKS: Record<string, { work: string; cite: string }> = {
  "augustine-confessions": { work: "Confessions", cite: "Confessions" },
  "augustine-city-of-god": { work: "The City of God", cite: "City of God" },
  "augustine-on-christian-doctrine": { work: "On Christian Doctrine", cite: "On Christian Doctrine" },
  "augustine-on-the-trinity": { work: "On the Holy Trinity", cite: "On the Trinity" },
  "augustine-enchiridion": { work: "Enchiridion", cite: "Enchiridion" },
  "john-damascene-orthodox-faith": {
    work: "An Exact Exposition of the Orthodox Faith",
    cite: "On the Orthodox Faith",
  },
};
const AUTHORS: Record<string, string> = { Augustine: "Augustine", "John of Damascus": "John Damascene" };

/** The NPNF heading of a chapter: "Chapter 2—That It is…" or a sentence "—He Proclaims…". */
function chapterTitle(sentences: string[]): string | null {
  for (const s of sentences.slice(0, 4)) {
    const dashed = /^\s*—\s*(.+)$/.exec(s);
    if (dashed?.[1]) return clean(dashed[1]);
    const headed = /Chapter\s+[\dIVXLC]+\.?\s*—\s*(.+)$/.exec(s);
    if (headed?.[1]) return clean(headed[1]);
  }
  return null;
}

async function read(corpusDir: string): Promise<SourceOutput> {
  const out = emptyOutput();
  const files = await listFiles(path.join(corpusDir, FOLDER), /\.json$/);
  for (const file of files) {
    const key = path.basename(file, ".json");
    try {
      const data = await readJsonFile(corpusDir, file, schema);
      const names = WORKS[key] ?? { work: clean(data.work), cite: clean(data.work) };
      const author = AUTHORS[data.author] ?? data.author;
      const work: OtherWork = {
        source: FOLDER,
        workKey: key,
        work: names.work,
        author: data.author === "John of Damascus" ? "John Damascene" : data.author,
        citeAs: `${author}, ${names.cite}`,
      };
      for (const book of data.books) {
        for (const chapter of book.chapters) {
          const sentences = chapter.sentences.map(clean).filter(Boolean);
          const text = sentences.join(" ");
          // Upstream placeholder for a missing book (On the Trinity VIII).
          if (sentences.length === 0 || (/still in progress/i.test(text) && text.length < 80)) continue;
          const bookPart = book.book ? `${book.book}, ` : "";
          const label = `${book.book ? `Book ${book.book}, ` : ""}Chapter ${chapter.chapter}`;
          addDivision(
            out,
            work,
            {
              cite: `${bookPart}${chapter.chapter}`,
              label,
              title: chapterTitle(sentences) ?? `${names.work}, ${label}`,
              location: { ...(book.book ? { book: book.book } : {}), chapter: chapter.chapter },
            },
            groupSentences(sentences),
          );
        }
      }
      addStat(out, `works.${key}`);
    } catch (error) {
      if (!(error instanceof CorpusFileError)) throw error;
      out.problems.push(error.message);
    }
  }
  if (files.length === 0) throw new CorpusFileError(`${FOLDER}: no JSON files found`);
  return out;
}

export const augustine: SourceReader = { name: FOLDER, folders: [FOLDER], read };
