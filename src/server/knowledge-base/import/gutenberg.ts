import fs from "node:fs/promises";
import path from "node:path";
import { cleanBlock, FOOTNOTES_HEADING } from "./gutenberg-clean.js";
import { GUTENBERG_WORKS, type GutenbergWork, workFromFileName } from "./gutenberg-works.js";
import { addDivision } from "./other-works.js";
import { groupParagraphs } from "./passages.js";
import { listFiles } from "./read-json.js";
import { addStat, emptyOutput } from "./rows.js";
import { CorpusFileError, type SourceOutput, type SourceReader } from "./types.js";

const FOLDER = "philosophers-gutenberg";

/** Keeps the book itself: drops a Project Gutenberg header and licence if present, then applies start/end. */
export function bodyLines(text: string, work: Pick<GutenbergWork, "start" | "occurrence" | "end">): string[] {
  let body = text.replace(/\r\n?/g, "\n");
  const startMark = /^\*\*\* ?START OF (?:THE|THIS) PROJECT GUTENBERG.*$/im.exec(body);
  if (startMark) body = body.slice((startMark.index ?? 0) + startMark[0].length);
  const endMark =
    /^(?:\*\*\* ?END OF (?:THE|THIS) PROJECT GUTENBERG|End of (?:the )?Project Gutenberg)/im.exec(body);
  if (endMark) body = body.slice(0, endMark.index);
  let lines = body.split("\n");
  if (work.start) {
    let seen = 0;
    const at = lines.findIndex((line) => work.start?.test(line) && ++seen === (work.occurrence ?? 1));
    if (at >= 0) lines = lines.slice(at);
  }
  if (work.end) {
    const at = lines.findIndex((line, i) => i > 0 && work.end?.test(line));
    if (at > 0) lines = lines.slice(0, at);
  }
  return lines;
}

const MAJOR = /^(BOOK|PART|ESSAY|FIRST ESSAY|SECOND ESSAY|THIRD ESSAY|FOURTH ESSAY)\b/;

/** A heading: a short line in capitals (BOOK II., CHAPTER IV, WHY I AM SO WISE), a lone numeral, "Section 3." */
function headingOf(
  block: string,
  majorHeading = MAJOR,
): { major: boolean; label: string; title: string } | null {
  if (block.length > 80 || block.includes("\n")) return null;
  const line = block.trim();
  // Dialogue cast lists look like headings but belong to the text.
  if (/^PERSONS OF THE DIALOGUE/.test(line)) return null;
  const caps = /[A-Z]{2}/.test(line) && !/[a-z]/.test(line);
  const roman = /^[IVXLC]+\.?$/.test(line);
  const numbered = /^(?:Section \d+|(?:Chapter|Book|Part) [IVXLC\d]+)\.?$/.test(line);
  if (!caps && !roman && !numbered) return null;
  if (roman) return { major: false, label: `Chapter ${line.replace(/\.$/, "")}`, title: "" };
  const m =
    /^((?:BOOK|PART|CHAPTER|SECTION|ESSAY|APHORISM)\s+[A-Z0-9]+|(?:FIRST|SECOND|THIRD|FOURTH) ESSAY|[IVXLC]+)\b[.:]?\s*(.*)$/i.exec(
      line,
    );
  const titleCase = (s: string) =>
    s
      .toLowerCase()
      .replace(/(^|[\s"“(-])([a-z])/g, (_, pre: string, c: string) => pre + c.toUpperCase())
      .replace(/\b([IVXLCivxlc]+)\b/g, (w) =>
        /^[ivxlc]+$/i.test(w) && w.length <= 6 && !/^(?:Civil|Ill|Vivid)$/i.test(w) ? w.toUpperCase() : w,
      );
  if (m?.[1]) {
    const label = /^[IVXLC]+$/.test(m[1]) ? `Chapter ${m[1]}` : titleCase(m[1]);
    return { major: majorHeading.test(line), label, title: titleCase((m[2] ?? "").replace(/\.$/, "")) };
  }
  return { major: majorHeading.test(line), label: titleCase(line.replace(/\.$/, "")), title: "" };
}

function addWork(out: SourceOutput, work: GutenbergWork, text: string): void {
  const blocks = bodyLines(text, work)
    .join("\n")
    .split(/\n\s*\n/)
    .map((b) =>
      b
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .map((b) => (work.clean ? cleanBlock(b, work.clean) : b))
    .filter(Boolean);
  const skipFootnotes = work.clean?.includes("footnotes") ?? false;
  let inFootnotes = false;
  const other = {
    source: FOLDER,
    workKey: work.workKey,
    work: work.work,
    author: work.author,
    citeAs: `${work.author}, ${work.work}`,
  };
  let major = "";
  let minor = { label: "", title: "" };
  let paragraphs: string[] = [];
  const flush = () => {
    if (paragraphs.length === 0) return;
    const label = [major, minor.label].filter(Boolean).join(", ");
    const heading = minor.title || minor.label || major;
    addDivision(
      out,
      other,
      {
        cite: label ? `, ${label}` : "",
        label: label || work.work,
        title: heading ? `${work.work}: ${heading}` : work.work,
        location: { file: work.file, ...(label ? { division: label } : {}) },
      },
      groupParagraphs(paragraphs),
    );
    paragraphs = [];
  };
  const used = new Set<string>();
  for (const block of blocks) {
    if (skipFootnotes && FOOTNOTES_HEADING.test(block)) {
      inFootnotes = true;
      continue;
    }
    const heading = headingOf(block, work.major);
    // The translator's notes run until the next heading of the text.
    if (inFootnotes) {
      if (!heading || /^(?:\[|\d)/.test(block)) continue;
      inFootnotes = false;
    }
    // A capitalised line met again under the same heading is a refrain in the text, not a new division.
    const key = heading && (heading.major ? heading.label : `${major}|${heading.label}`);
    if (key && used.has(key)) {
      paragraphs.push(block.replace(/\n/g, " "));
      continue;
    }
    if (key) used.add(key);
    if (!heading) {
      paragraphs.push(block.replace(/\n/g, " "));
      continue;
    }
    flush();
    // The work's own title repeated as a heading ("PHAEDO", "THE ANTICHRIST") is no division.
    if (
      heading.label.replace(/[^a-z]/gi, "").toLowerCase() === work.work.replace(/[^a-z]/gi, "").toLowerCase()
    ) {
      minor = { label: "", title: "" };
      continue;
    }
    if (heading.major) {
      major = heading.title ? `${heading.label}: ${heading.title}` : heading.label;
      minor = { label: "", title: "" };
    } else minor = heading;
  }
  flush();
}

/** The philosophers' Project Gutenberg texts, passages grouped by their headings and paragraphs. */
async function read(corpusDir: string): Promise<SourceOutput> {
  const out = emptyOutput();
  const files = await listFiles(path.join(corpusDir, FOLDER), /\.txt$/);
  if (files.length === 0) throw new CorpusFileError(`${FOLDER}: no text files found`);
  for (const file of files) {
    const name = path.basename(file);
    const work = GUTENBERG_WORKS.find((w) => w.file === name) ?? workFromFileName(name);
    try {
      const text = await fs.readFile(file, "utf8");
      if (text.includes("\u0000") || text.trim().length === 0) {
        throw new CorpusFileError(`${path.relative(corpusDir, file)}: empty or not a text file`);
      }
      const before = out.rows.length;
      addWork(out, work, text);
      if (out.rows.length === before)
        throw new CorpusFileError(`${path.relative(corpusDir, file)}: no text found`);
      addStat(out, "gutenberg.works");
    } catch (error) {
      if (error instanceof CorpusFileError) out.problems.push(error.message);
      else
        out.problems.push(`${path.relative(corpusDir, file)}: cannot be read (${(error as Error).message})`);
    }
  }
  return out;
}

export const gutenberg: SourceReader = { name: FOLDER, folders: [FOLDER], read };
