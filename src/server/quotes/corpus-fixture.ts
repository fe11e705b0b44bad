import fs from "node:fs";
import path from "node:path";

/**
 * Reads one section of the Summa straight from the corpus files, for tests that check the quotation
 * catalogue against the source independently of the importer.
 */
const EN_PART: Record<string, string> = { I: "FP", "I-II": "FS", "II-II": "SS", III: "TP" };

export interface SummaSection {
  title: string;
  english: string[];
  latin: string | null;
}

const REFERENCE = /^ST (I|I-II|II-II|III), q\. (\d+), a\. (\d+), (co\.|s\.c\.|ad \d+|obj\. \d+)$/;

interface EnArticle {
  title: string[];
  body?: string[];
  counter?: string[];
  objections?: Record<string, { text: string[] }>;
  replies?: Record<string, { text: string[] }>;
}
interface LaSection {
  type: string;
  n: number | null;
  text: string;
}
interface LaPart {
  questions: { question: number; articles: { article: number; sections: LaSection[] }[] }[];
}

export function readSummaSection(corpusDir: string, reference: string): SummaSection | null {
  const match = REFERENCE.exec(reference);
  if (!match) return null;
  const [, part = "", q = "", a = "", section = ""] = match;
  const enFile = path.join(
    corpusDir,
    "summa-theologiae-en",
    "json",
    EN_PART[part] ?? "",
    `${EN_PART[part]}-Question-${q}.json`,
  );
  const article = (JSON.parse(fs.readFileSync(enFile, "utf8")) as { article: Record<string, EnArticle> })
    .article[a];
  if (!article) return null;
  const number = section.split(" ")[1];
  const english =
    section === "co."
      ? article.body
      : section === "s.c."
        ? article.counter
        : section.startsWith("ad")
          ? article.replies?.[number ?? ""]?.text
          : article.objections?.[number ?? ""]?.text;
  if (!english) return null;

  const laFile = path.join(corpusDir, "summa-theologiae-la", `ST-${part}.json`);
  const la = JSON.parse(fs.readFileSync(laFile, "utf8")) as LaPart;
  const type = section === "co." ? "co" : section === "s.c." ? "sc" : section.startsWith("ad") ? "ad" : "arg";
  const n = number === undefined ? null : Number(number);
  const latin =
    la.questions
      .find((x) => x.question === Number(q))
      ?.articles.find((x) => x.article === Number(a))
      ?.sections.find((s) => s.type === type && s.n === n)?.text ?? null;
  return { title: article.title.join(" "), english, latin };
}
