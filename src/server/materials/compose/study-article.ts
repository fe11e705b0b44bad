import type { DigestVerdict } from "../../../common/knowledge-base/digest.js";
import {
  type ArticleReading,
  conclusionSentence,
  readArticle,
  reportedOpening,
} from "../../answers/composer/reading.js";
import { numberSources } from "../../answers/gather.js";
import { splitSentences } from "../../answers/guard/normalise.js";
import type { SourceText } from "../../answers/types.js";
import type { ArticleText } from "../../knowledge-base/retrieval/types.js";

/** A quotable sentence of his and the passage reference it stands at. */
export interface Sourced {
  text: string;
  ref: string;
}

/** One objection, the claim it argues for, and the reply that answers it (when the article has one). */
export interface ObjectionPair {
  number: number;
  claim: Sourced;
  reply: Sourced | null;
}

/** One article (or chapter) read for teaching: its question, his answer, the objections and replies. */
export interface StudyArticle {
  ref: string;
  title: string;
  work: string;
  /** True for a Contra Gentiles chapter, whose title states a thesis rather than asking. */
  thesis: boolean;
  verdict: DigestVerdict | null;
  /** The digest's answer sentence at the passage it stands in. */
  answer: Sourced | null;
  plain: { child: string; teen: string; adult: string } | null;
  example: { text: string; ref?: string } | null;
  asks: string[];
  digestTerms: string[];
  /** His own argument: the respondeo (or a chapter's paragraphs), sentence by sentence. */
  argument: Sourced[];
  objections: ObjectionPair[];
  sedContra: Sourced | null;
  latin: string[];
  reading: ArticleReading;
}

const OBJECTION_LABEL = /^Objection \d+:\s*/;
const REPLY_LABEL = /^Reply (?:to )?(?:Objection|Obj\.) \d+:\s*|^Reply to the objections:\s*/i;
const CLAIM_OPENING = /^It (?:would )?seems?(?: that)?\b/;

const sentencesAt = (source: SourceText | null, strip?: RegExp): Sourced[] =>
  source
    ? splitSentences(strip ? source.content.replace(strip, "") : source.content)
        .filter((s) => s.split(/\s+/).length >= 4)
        .map((text) => ({ text, ref: source.reference }))
    : [];

/** The thesis an objection argues for: its opening "It seems that …", else its conclusion. */
function claimOf(objection: SourceText): Sourced | null {
  const sentences = sentencesAt(objection, OBJECTION_LABEL);
  const opening = sentences.find((s) => CLAIM_OPENING.test(s.text));
  if (opening) return opening;
  const last = conclusionSentence(sentences.map((s) => s.text));
  return last ? { text: last, ref: objection.reference } : null;
}

function replyNumber(reference: string): number | null {
  const m = /, ad (\d+)$/.exec(reference);
  return m ? Number(m[1]) : null;
}

/**
 * The respondeo's sentences that argue his view. A body that opens by setting out what others held ("Some have
 * said that all spiritual substances… are of the one species. Others, again, that…") keeps those sentences out,
 * but for one that carries his answer: a study guide must not give their view as his step.
 */
function ownArgument(respondeo: SourceText, answer: string | null): Sourced[] {
  const all = sentencesAt(respondeo, /^I answer that,?\s*/);
  const sentences = splitSentences(respondeo.content.replace(/^I answer that,?\s*/, ""));
  const theirs = new Set(sentences.slice(0, reportedOpening(sentences)));
  return all.filter((s) => !theirs.has(s.text) || answer?.includes(s.text) === true);
}

export function studyArticle(article: ArticleText): StudyArticle {
  const sources = numberSources(article, []);
  const digest = article.digest ?? null;
  const reading = readArticle(sources, article.articleRef, article.title, digest);
  const objections: ObjectionPair[] = [];
  reading.objections.forEach((objection, index) => {
    const claim = claimOf(objection);
    if (!claim) return;
    const number = Number(/obj\. (\d+)$/.exec(objection.reference)?.[1] ?? index + 1);
    const reply =
      reading.replies.find((r) => replyNumber(r.reference) === number) ??
      reading.replies.find((r) => r.reference.endsWith("ad arg.")) ??
      null;
    objections.push({ number, claim, reply: sentencesAt(reply, REPLY_LABEL)[0] ?? null });
  });
  const argument = reading.respondeo
    ? ownArgument(reading.respondeo, reading.answer?.sentence ?? null)
    : reading.paragraphs.flatMap((p) => sentencesAt(p));
  return {
    ref: article.articleRef,
    title: article.title,
    work: article.work,
    thesis: article.articleRef.startsWith("SCG"),
    verdict: digest?.verdict ?? null,
    answer: reading.answer ? { text: reading.answer.sentence, ref: reading.answer.source.reference } : null,
    plain: digest?.plain ?? null,
    example: digest?.example ?? null,
    asks: digest?.asks ?? [],
    digestTerms: digest?.terms ?? [],
    argument,
    objections,
    sedContra: sentencesAt(reading.sedContra, /^On the contrary,?\s*/)[0] ?? null,
    latin: sources.flatMap((s) => (s.latin ? [s.latin] : [])),
    reading,
  };
}
