import type { EducationLevel } from "../../common/education/levels.js";
import type { Citation } from "../../common/knowledge-base/citation.js";
import type { DigestVerdict } from "../../common/knowledge-base/digest.js";
import { occursVerbatim } from "../answers/guard/normalise.js";
import type { KnowledgeSources } from "../answers/types.js";
import type { ArticleText, Passage } from "../knowledge-base/retrieval/types.js";
import { articlesFor, readerFor } from "./level.js";

/** His part of a comparison: each sentence of his quoted verbatim from the article the digest names. */
export interface AquinasPart {
  text: string;
  citations: Citation[];
  /** The main article's reference, title, verdict and plain answer at the level (for the summary). */
  main: { ref: string; title: string; verdict: DigestVerdict; plain: string } | null;
  /** His own parts (respondeo, sed contra, chapter text) of the articles quoted: what a model may quote. */
  passages: Passage[];
}

/** Where his answer may be quoted from: never an objection, the view he answers. */
const HIS_OWN = new Set(["respondeo", "sed_contra", "paragraph"]);

function verdictWords(ref: string, verdict: DigestVerdict): string {
  if (ref.startsWith("SCG")) {
    return verdict === "no" ? "he sets this out as a view he rejects" : "he argues for it";
  }
  if (verdict === "yes") return "he answers yes";
  if (verdict === "no") return "he answers no";
  return "he distinguishes: yes in one sense, no in another";
}

/** "He asks “Whether God exists?” (ST I, q. 2, a. 3), and": a chapter of the Contra Gentiles states a thesis. */
function introduction(article: ArticleText, again: boolean): string {
  const named = `“${article.title}” (${article.articleRef})`;
  if (article.articleRef.startsWith("SCG")) return `${again ? "Also in" : "In"} the chapter ${named},`;
  return `${again ? "He also asks" : "He asks"} ${named}, and`;
}

function citationOf(passage: ArticleText["passages"][number], quote: string): Citation {
  return {
    work: passage.work,
    section: passage.section,
    reference: passage.reference,
    relevantText: quote,
    language: "en",
    translations: passage.latin ? [{ language: "la", text: passage.latin.content }] : [],
    passageId: passage.id,
    sectionKind: passage.sectionKind,
  };
}

interface ArticleAnswer {
  sentence: string;
  citation: Citation;
  verdict: DigestVerdict;
  plain: string;
}

/** The digest's answer sentence, found word for word in his own part of the loaded article. */
function answerOf(article: ArticleText, level: EducationLevel): ArticleAnswer | null {
  const digest = article.digest;
  if (!digest) return null;
  const passage = article.passages.find(
    (p) => HIS_OWN.has(p.sectionKind) && occursVerbatim(digest.answerSentence, p.content),
  );
  if (!passage) return null;
  return {
    sentence: digest.answerSentence,
    citation: citationOf(passage, digest.answerSentence),
    verdict: digest.verdict,
    plain: digest.plain[readerFor(level)],
  };
}

/** The articles to quote: those the catalogue names, else the best his works hold for the topic. */
async function articlesToQuote(
  sources: KnowledgeSources,
  refs: string[] | null,
  topic: string,
  recent: string[],
): Promise<ArticleText[]> {
  if (refs) {
    const loaded = await Promise.all(refs.map((ref) => sources.loadArticle(sources.db, ref)));
    return loaded.filter((a): a is ArticleText => a !== null);
  }
  const found = await sources.retrieve(sources.db, { question: topic, recent, limit: 3 });
  const top = found.find((a) => a.digest);
  if (!top) return [];
  const article = await sources.loadArticle(sources.db, top.articleRef);
  return article ? [article] : [];
}

export async function aquinasPart(
  sources: KnowledgeSources,
  request: { refs: string[] | null; topic: string; recent: string[]; level: EducationLevel },
): Promise<AquinasPart> {
  const articles = await articlesToQuote(sources, request.refs, request.topic, request.recent);
  const lines: string[] = [];
  const citations: Citation[] = [];
  let main: AquinasPart["main"] = null;
  const passages: Passage[] = [];
  for (const article of articles.slice(0, articlesFor(request.level))) {
    const answer = answerOf(article, request.level);
    if (!answer) continue;
    passages.push(...article.passages.filter((p) => HIS_OWN.has(p.sectionKind)));
    lines.push(
      `${introduction(article, Boolean(main))} ${verdictWords(article.articleRef, answer.verdict)}: “${answer.sentence}” (${answer.citation.reference})`,
    );
    citations.push(answer.citation);
    if (!main) {
      main = { ref: article.articleRef, title: article.title, verdict: answer.verdict, plain: answer.plain };
      lines.push(`In plain words (our paraphrase, not his text): ${answer.plain}`);
    }
  }
  if (!main) {
    return {
      text: "No article of his in the knowledge base answers this topic closely enough to quote; try naming the question more plainly.",
      citations: [],
      main: null,
      passages: [],
    };
  }
  return { text: lines.join("\n"), citations, main, passages };
}
