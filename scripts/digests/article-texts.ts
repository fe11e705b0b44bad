import { summaContraGentiles } from "../../src/server/knowledge-base/import/summa-contra-gentiles.js";
import { summaTheologiae } from "../../src/server/knowledge-base/import/summa-theologiae.js";
import type { KbRow } from "../../src/server/knowledge-base/import/types.js";

/** One section of an article as the knowledge base holds it (English). */
export interface TextSection {
  kind: string;
  section: string;
  content: string;
}

/** An article (ST) or chapter record (SCG) with its English sections, in order. */
export interface ArticleText {
  ref: string;
  work: "st" | "scg";
  title: string;
  sections: TextSection[];
}

export interface CorpusTexts {
  articles: ArticleText[];
  /** Question prologues of the Summa Theologiae by question reference ("ST I, q. 2"). */
  prologues: Record<string, string>;
}

function group(rows: KbRow[], work: "st" | "scg", into: CorpusTexts): void {
  const byRef = new Map<string, ArticleText>();
  for (const row of rows) {
    if (row.language !== "en" || row.sectionKind === "note") continue;
    if (work === "st" && !/, a\. \d+$/.test(row.articleRef)) {
      if (/, q\. \d+$/.test(row.articleRef) && row.sectionKind === "prologue") {
        into.prologues[row.articleRef] = row.content;
      }
      continue;
    }
    let article = byRef.get(row.articleRef);
    if (!article) {
      article = { ref: row.articleRef, work, title: row.title, sections: [] };
      byRef.set(row.articleRef, article);
      into.articles.push(article);
    }
    article.sections.push({ kind: row.sectionKind, section: row.section, content: row.content });
  }
}

/** Reads the English of both Summae exactly as the importer stores it. */
export async function readCorpusTexts(corpusDir: string): Promise<CorpusTexts> {
  const texts: CorpusTexts = { articles: [], prologues: {} };
  const st = await summaTheologiae.read(corpusDir);
  group(st.rows, "st", texts);
  const scg = await summaContraGentiles.read(corpusDir);
  group(scg.rows, "scg", texts);
  return texts;
}
