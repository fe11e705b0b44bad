import path from "node:path";
import { extractScriptureCitations, type StPart, type StSection } from "../../../common/references/index.js";
import { listFiles, readJsonFile } from "./read-json.js";
import { addStat, clean, emptyOutput } from "./rows.js";
import { alignArticle, type EnArticleParts } from "./st-align.js";
import { buildRow, latinSection, type Place } from "./st-rows.js";
import {
  EN_PARTS,
  type EnArticle,
  type EnQuestion,
  enPartPrologueSchema,
  enQuestionSchema,
  LATIN_FILES,
  type LaPart,
  type LaSection,
  laPartSchema,
  PART_NAMES,
} from "./st-schema.js";
import { CorpusFileError, type KbRow, type SourceOutput, type SourceReader } from "./types.js";

const EN_DIR = "summa-theologiae-en";
const LA_DIR = "summa-theologiae-la";
const joined = (texts: string[]) => texts.map(clean).filter(Boolean).join("\n\n");
const byNumber = (record: Record<string, { text: string[] }>) =>
  Object.entries(record)
    .map(([key, value]) => ({ number: Number(key), text: joined(value.text) }))
    .filter((s) => Number.isInteger(s.number) && s.text !== "")
    .sort((a, b) => a.number - b.number);

function addArticle(
  out: SourceOutput,
  place: Place,
  article: EnArticle,
  latin: LaSection[] | undefined,
): void {
  const en: EnArticleParts = {
    objections: byNumber(article.objections),
    counter: article.counter.map(clean).filter(Boolean),
    body: article.body.map(clean).filter(Boolean),
    replies: byNumber(article.replies),
  };
  const align = latin ? alignArticle(en, latin) : null;
  const enRowForLatin = new Map<number, string>();
  let ordinal = 0;
  const push = (row: KbRow, latinIndex: number | null | undefined) => {
    out.rows.push(row);
    const citations = extractScriptureCitations(row.content);
    if (citations.length > 0) out.citations.push({ passageId: row.id, citations });
    if (latinIndex !== null && latinIndex !== undefined) enRowForLatin.set(latinIndex, row.id);
    else if (latin) addStat(out, "st.en_unpaired");
  };
  en.objections.forEach((o, i) => {
    if (align?.objectionIsSedContra.has(i)) {
      const text = o.text.replace(/^Objection \d+:\s*/, "");
      push(buildRow(place, { kind: "sed_contra" }, text, ++ordinal, "en"), align.objections.get(i));
      addStat(out, "st.objection_relabelled_sed_contra");
    } else {
      push(
        buildRow(place, { kind: "objection", number: o.number }, o.text, ++ordinal, "en"),
        align?.objections.get(i),
      );
    }
  });
  const counterRows = align
    ? align.counterRows
    : en.counter.length
      ? [{ text: joined(en.counter), latin: null }]
      : [];
  counterRows.forEach((c, k) => {
    const section: StSection =
      counterRows.length > 1 ? { kind: "sed_contra", number: k + 1 } : { kind: "sed_contra" };
    push(buildRow(place, section, c.text, ++ordinal, "en"), c.latin);
  });
  if (en.body.length > 0)
    push(buildRow(place, { kind: "respondeo" }, joined(en.body), ++ordinal, "en"), align?.body);
  en.replies.forEach((r, i) => {
    push(
      buildRow(place, { kind: "reply", number: r.number }, r.text, ++ordinal, "en"),
      align?.replies.get(i),
    );
  });
  if (!latin) return;
  const scCount = latin.filter((s) => s.type === "sc").length;
  latin.forEach((s, i) => {
    const english = enRowForLatin.get(i) ?? null;
    out.rows.push(buildRow(place, latinSection(s, scCount), clean(s.text), i + 1, "la", english));
    addStat(out, english ? "st.la_paired" : "st.la_unpaired");
  });
}

function addPrologue(out: SourceOutput, place: Place, english: string, latin: string | undefined): void {
  let englishId: string | null = null;
  if (english) {
    const row = buildRow(place, { kind: "prologue" }, english, 0, "en");
    englishId = row.id;
    out.rows.push(row);
    const citations = extractScriptureCitations(english);
    if (citations.length > 0) out.citations.push({ passageId: row.id, citations });
  }
  if (latin) out.rows.push(buildRow(place, { kind: "prologue" }, clean(latin), 0, "la", englishId));
}

async function readLatin(corpusDir: string, out: SourceOutput): Promise<Map<StPart, LaPart>> {
  const parts = new Map<StPart, LaPart>();
  for (const [part, file] of Object.entries(LATIN_FILES) as [StPart, string][]) {
    try {
      parts.set(part, await readJsonFile(corpusDir, path.join(corpusDir, LA_DIR, file), laPartSchema));
    } catch (error) {
      if (!(error instanceof CorpusFileError)) throw error;
      out.problems.push(`${error.message} — the English of this part is imported without its Latin`);
    }
  }
  return parts;
}

async function readEnglish(corpusDir: string, out: SourceOutput): Promise<EnQuestion[]> {
  const files = await listFiles(path.join(corpusDir, EN_DIR, "json"), /-Question-\d+\.json$/);
  if (files.length === 0) throw new CorpusFileError(`${EN_DIR}/json: no question files found`);
  const questions: EnQuestion[] = [];
  for (const file of files) {
    try {
      const q = await readJsonFile(corpusDir, file, enQuestionSchema);
      if (!EN_PARTS[q.part])
        throw new CorpusFileError(`${path.relative(corpusDir, file)}: unknown part "${q.part}"`);
      questions.push(q);
    } catch (error) {
      if (!(error instanceof CorpusFileError)) throw error;
      out.problems.push(error.message);
    }
  }
  const order = Object.keys(EN_PARTS);
  return questions.sort((a, b) => order.indexOf(a.part) - order.indexOf(b.part) || a.id - b.id);
}

async function readPartPrologue(corpusDir: string, code: string, out: SourceOutput): Promise<string> {
  const file = path.join(corpusDir, EN_DIR, "json", code, `${code}-PROLOGUE.json`);
  try {
    return joined((await readJsonFile(corpusDir, file, enPartPrologueSchema)).prologue.text);
  } catch (error) {
    if (!(error instanceof CorpusFileError)) throw error;
    out.problems.push(error.message);
    return "";
  }
}

async function read(corpusDir: string): Promise<SourceOutput> {
  const out = emptyOutput();
  const [latin, questions] = [await readLatin(corpusDir, out), await readEnglish(corpusDir, out)];
  const first = latin.get("I");
  if (first?.work_prooemium) {
    addPrologue(
      out,
      { part: null, title: "Prologue to the Summa Theologiae" },
      "",
      first.work_prooemium.text,
    );
  }
  for (const part of ["I", "I-II", "II-II", "III"] as const) {
    const code = Object.entries(EN_PARTS).find(([, p]) => p === part)?.[0] ?? "";
    const english = part === "I-II" || part === "III" ? await readPartPrologue(corpusDir, code, out) : "";
    const la = latin.get(part)?.part_prooemium?.text;
    if (english || la) addPrologue(out, { part, title: `Prologue to ${PART_NAMES[part]}` }, english, la);
  }
  for (const q of questions) {
    const part = EN_PARTS[q.part] as StPart;
    const laQuestion = latin.get(part)?.questions.find((lq) => lq.question === q.id);
    const place: Place = { part, question: q.id, title: clean(q.title) };
    addPrologue(out, place, joined(q.outer?.text ?? []), laQuestion?.prooemium?.text);
    const articles = Object.entries(q.article).sort(([a], [b]) => Number(a) - Number(b));
    for (const [key, article] of articles) {
      const number = Number(key);
      const title = clean(
        article.title[0] ??
          titleFromPrologue(
            q.outer?.text ?? [],
            number,
            q.title,
            articles.length,
            article.objections?.["1"]?.text?.[0] ?? "",
          ),
      );
      const laArticle = laQuestion?.articles.find((a) => a.article === number);
      addArticle(out, { part, question: q.id, article: number, title }, article, laArticle?.sections);
    }
  }
  return out;
}

/**
 * The title of an article the source gives none: the point of inquiry its question's prologue numbers for it
 * ("(5) Whether original sin would have been contracted if the woman, and not the man, had sinned?"); for the one
 * article of a question, the question's own title ("On the Work of the Sixth Day"); else the question its first
 * objection disputes ("It would seem that there is not a Purgatory after this life" → "Whether there is a Purgatory
 * after this life?"); else "Article N".
 */
export function titleFromPrologue(
  prologue: string[],
  number: number,
  questionTitle: string,
  articleCount: number,
  firstObjection = "",
): string {
  const point = prologue
    .map((line) => new RegExp(`^\\(${number}\\)\\s+(.+)$`).exec(line.trim())?.[1])
    .find(Boolean);
  if (point) return point;
  if (articleCount === 1 && questionTitle.trim()) return questionTitle;
  return titleFromObjection(firstObjection) ?? `Article ${number}`;
}

/**
 * The question an article's first objection disputes, in the form of his titles: the objection says "It would
 * seem that [not] P", the article asks "Whether P?".
 */
export function titleFromObjection(objection: string): string | null {
  const seems = /^Objection 1:\s*It (?:would seem|seems) that (.+?)[.;:]/.exec(objection.trim())?.[1];
  if (!seems) return null;
  // One negation is the objection's side of the question; any other is part of what is asked.
  const asked = /\bcannot\b/.test(seems) ? seems.replace(/\bcannot\b/, "can") : seems.replace(/\bnot\s+/, "");
  return `Whether ${asked}?`;
}

export const summaTheologiae: SourceReader = {
  name: "summa-theologiae",
  folders: [EN_DIR, LA_DIR],
  dependsOn: ["bible"],
  read,
};
