import type { ArticleDigest, DigestVerdict } from "../../../common/knowledge-base/digest.js";
import { splitTitleNotes, withoutTranslatorNotes } from "../../../common/knowledge-base/title-notes.js";
import { splitSentences } from "../guard/normalise.js";
import type { SourceText } from "../types.js";

/** The parts of one article (or chapter) a reply is built from. */
export interface ArticleReading {
  articleRef: string;
  title: string;
  objections: SourceText[];
  replies: SourceText[];
  sedContra: SourceText | null;
  respondeo: SourceText | null;
  /** Paragraphs of a chapter-shaped work (Contra Gentiles, prologues) in order. */
  paragraphs: SourceText[];
  verses: SourceText[];
  /** The title turned into a statement: "Whether God exists?" → "God exists". */
  clause: string | null;
  /** His answer to the title's question, from the article's digest; null when it has none. */
  verdict: DigestVerdict | null;
  /** The sentence that carries his answer (the digest's), and the passage it stands in. */
  answer: { sentence: string; source: SourceText } | null;
  digest: ArticleDigest | null;
}

const PROPER = /^(?:God|Christ|Christ's|God's|He|His|Adam|Mary|Scripture|Augustine|Moses|I)$/;

/** The passage of the article in which the digest's answer sentence stands, verbatim. */
function answerIn(own: SourceText[], digest: ArticleDigest | null): ArticleReading["answer"] {
  if (!digest) return null;
  const sentence = digest.answerSentence.trim();
  const order = ["respondeo", "sed_contra", "paragraph", "chapter", "reply"];
  const source = own
    .filter((s) => order.includes(s.sectionKind))
    .sort((a, b) => order.indexOf(a.sectionKind) - order.indexOf(b.sectionKind))
    .find((s) => s.content.includes(sentence));
  return source ? { sentence, source } : null;
}

export function readArticle(
  sources: SourceText[],
  articleRef: string,
  title: string,
  digest: ArticleDigest | null = null,
): ArticleReading {
  const own = sources.filter((s) => s.articleRef === articleRef);
  const byKind = (kind: string) => own.filter((s) => s.sectionKind === kind);
  const objections = byKind("objection");
  const clause = titleClause(title);
  return {
    articleRef,
    title,
    objections,
    replies: byKind("reply"),
    sedContra: byKind("sed_contra")[0] ?? null,
    respondeo: byKind("respondeo")[0] ?? null,
    paragraphs: own.filter((s) => ["chapter", "paragraph", "prologue"].includes(s.sectionKind)),
    verses: sources.filter((s) => s.sectionKind === "verse"),
    clause,
    verdict: digest?.verdict ?? null,
    answer: answerIn(own, digest),
    digest,
  };
}

/** A title without the translator's notes in brackets ("[*Cf. Question [184], Article [2]]"). */
export function withoutNotes(title: string): string {
  return splitTitleNotes(title).title;
}

export function titleClause(title: string): string | null {
  const m = /^Whether\s+(.+?)\??$/i.exec(withoutNotes(title));
  if (!m?.[1]) return null;
  const clause = m[1].trim();
  const first = clause.split(/\s+/)[0] ?? "";
  return PROPER.test(first) ? clause : clause.charAt(0).toLowerCase() + clause.slice(1);
}

export function sentencesOf(source: SourceText | null): string[] {
  return source ? splitSentences(source.content) : [];
}

const ORDINAL =
  /^(?:The (?:first|second|third|fourth|fifth|sixth|seventh)\b|(?:First(?:ly)?|Secondly|Thirdly|Fourthly|Fifthly|In the first place|In the second place)\b)/;
const DISTINCTION =
  /\b(?:in two ways|twofold|in three ways|threefold|in one way\b|in another way|we must distinguish|must be observed that)\b/i;

/** A sentence that counts others' views, not his steps: "The third error is that of David of Dinant…". */
const OTHERS_COUNTED = /^The \w+ (?:errors?|opinions?|heres(?:y|ies)|arguments?)\b/i;

/** Sentences that open each step of the argument ("The second way is …"), not those counting others' views. */
export const ordinalSentences = (sentences: string[]) =>
  sentences.filter((s) => ORDINAL.test(s) && !OTHERS_COUNTED.test(s));
export const distinctionSentences = (sentences: string[]) => sentences.filter((s) => DISTINCTION.test(s));

/** The sentence that draws his conclusion: the last "Therefore …", else the last sentence. */
export function conclusionSentence(sentences: string[]): string | null {
  const marked = sentences.filter((s) => /^(?:Therefore|Hence|Consequently|Thus|Wherefore|And so)\b/.test(s));
  return marked.at(-1) ?? sentences.at(-1) ?? null;
}

export const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A sentence that opens with what it depends on ("Nevertheless, if the need be so manifest…", "Since then God
 * is…", "But because…"): its main clause, which says what he holds, comes later.
 */
const OPENS_SUBORDINATE =
  /^(?:(?:Nevertheless|Now|But|And|Hence|Therefore|Wherefore|Consequently|Accordingly|So|Thus|Yet|Again),?\s+)?(?:if|although|though|since|when|whereas|because|as|while|unless|even if)\b/i;

/**
 * Cuts a long sentence that carries his answer. One that opens with what it depends on keeps its opening and its
 * end, the omission marked in the middle ("Nevertheless, if the need be so manifest and urgent … nor is this
 * properly speaking theft or robbery."): cut at its end, it would stop before saying what he holds. Others are
 * cut as any quotation is.
 */
export function shortenAnswer(full: string, maxWords: number): string {
  const words = full.split(/\s+/);
  if (words.length <= maxWords || full.includes("[*") || !OPENS_SUBORDINATE.test(full))
    return shorten(full, maxWords);
  const headWords = Math.max(4, Math.floor(maxWords * 0.4));
  const head = words.slice(0, headWords).join(" ");
  const headBoundary = Math.max(head.lastIndexOf(","), head.lastIndexOf(";"), head.lastIndexOf(":"));
  let opening = headBoundary > head.length / 2 ? head.slice(0, headBoundary) : head;
  // An aside left open ("…at hand (for") is dropped whole.
  if (opening.split("(").length > opening.split(")").length)
    opening = opening.slice(0, opening.lastIndexOf("("));
  opening = opening.replace(/[,;:\s]+$/, "");
  const tailWords = maxWords - headWords;
  // "…if…, then it is lawful…": the main clause is where "then" (or "it follows that") opens it.
  const main = /,\s+(?:then|it follows that)\s/i.exec(full.slice(opening.length));
  if (main) {
    const rest = full.slice(opening.length + main.index).replace(/^[,\s]+/, "");
    return `${opening} … ${shorten(rest, tailWords)}`;
  }
  const tail = words.slice(words.length - tailWords).join(" ");
  // The end starts where a clause does, when one starts early enough in it.
  const clause = /[,;:]\s+/g;
  let start = 0;
  for (let m = clause.exec(tail); m && m.index < tail.length / 2; m = clause.exec(tail))
    start = m.index + m[0].length;
  return `${opening} … ${tail.slice(start)}`;
}

/** Cuts a long sentence at a clause boundary, marking the cut with an ellipsis. */
export function shorten(full: string, maxWords: number): string {
  // A translator's bracketed note is not his text: it is left out before the words are counted.
  const sentence = withoutTranslatorNotes(full);
  const words = sentence.split(/\s+/);
  // A verse that stops where its sentence goes on ("…disobedient to parents,") is marked as going on.
  if (words.length <= maxWords) return sentence.replace(/\s*[,;:]$/, " …");
  const head = words.slice(0, maxWords).join(" ");
  const boundary = Math.max(head.lastIndexOf(","), head.lastIndexOf(";"), head.lastIndexOf(":"));
  let cut = boundary > head.length / 2 ? head.slice(0, boundary) : head;
  // A reference or aside left open ("as stated above (I-II, Question [24]", "Augustine says (De Trin. vi") stops
  // the quotation before it, when enough is said without it.
  const open = cut.lastIndexOf("(");
  if (open > 0 && !cut.includes(")", open)) {
    const before = cut.slice(0, open).replace(/[,;:\s]+$/, "");
    if (before.split(/\s+/).length >= Math.min(6, maxWords / 2)) cut = before;
  }
  // So is a quotation within it left open ("as Eusebius says …, "if"): the cut comes before its opening mark.
  const marks = cut.match(/"/g)?.length ?? 0;
  if (marks % 2 === 1) {
    const before = cut.slice(0, cut.lastIndexOf('"')).replace(/[,;:\s]+$/, "");
    if (before.split(/\s+/).length >= Math.min(6, maxWords / 2)) cut = before;
  }
  return `${cut.replace(/[,;:\s]+$/, "")} …`;
}

/**
 * Those whose views a body sets out before his own: groups ("some", "certain persons", "the ancient
 * philosophers", "some of the earlier doctors") and the thinkers he names to correct (Origen, Plato, the Stoics).
 * Not Aristotle ("the Philosopher") or the Fathers, whom he cites as authorities.
 */
const OTHERS =
  "(?:some|certain (?:ones|persons|men|philosophers|heretics)|many|others|the ancients|some of the (?:ancients|ancient philosophers|earlier doctors|early writers|early doctors)|the (?:ancient|early|earlier|old) (?:philosophers|naturalists|writers)|the Platonists|the Manicheans|the Pelagians|the Stoics|the Epicureans|the Peripatetics|the Pythagoreans|the Arians|Origen|Plato|Democritus|Empedocles|Anaxagoras|Heraclitus|Pythagoras|Avicenna|Averroes|Avicebron|Arius|Nestorius|Eutyches|Sabellius|Pelagius|Photinus|Manes|Valentinus|Porphyry)";

/** What they are said to have held: "said", "held", "laid down", "made no distinction", "denied"… */
const HELD =
  "(?:have\\s+|had\\s+)?(?:\\([^)]{1,60}\\)\\s*)?(?:\\[[^\\]]{1,80}\\]\\s*)?(?:\\w+ )?(?:said|say|says|held|hold|maintained|maintain|asserted|assert|thought|taught|supposed|affirmed|contended|declared|erred|laid down|denied|concluded|made no distinction|drew a distinction|disagreed|were of (?:the )?opinion|was of (?:the )?opinion|fell into)";

/**
 * A sentence that sets out what others held, as a body often opens before he gives his own view: "I answer that,
 * Some have said that all spiritual substances… are of the one species", "There have been two opinions on this
 * question: for some have said…", "It was Origen's opinion that…", "The ancient philosophers made no distinction
 * between sense and intellect". Quoted, it is said to be theirs.
 */
const REPORTS_OTHERS = new RegExp(
  `^(?:I answer that,\\s*)?(?:(?:For|Now|But|And)\\s+)?(?:As (?:stated|is said|is stated) in .{1,40}?[,\\]]\\s*)?(?:${OTHERS}(?:\\s+and\\s+(?:the\\s+)?[A-Z][a-z]+)?(?:,\\s*(?:as \\w+ (?:relates|says|tells us)[^,]{0,40},\\s*)?)?\\s+${HELD}\\b|(?:[A-Z][^,.;:]{0,40}?\\s)?there (?:have been|has been|are|were|was|is) (?:a |an )?(?:[\\w-]+ )?(?:errors?|opinions?|heres(?:y|ies))\\b|(?:although there are (?:conflicting|various|divers|different) opinions)|(?:it was (?:the opinion of|\\w+(?:'s)? opinion)))`,
  "i",
);

export const reportsOthers = (sentence: string): boolean => REPORTS_OTHERS.test(sentence.trim());

/** A sentence that goes on with others' views after the first ("Others, again, that…", "while others…"). */
const OTHERS_TOO = new RegExp(
  `^(?:(?:And|But|While|Whereas)\\s+)?(?:(?:others|some others|certain others|some held|another opinion|the (?:second|third|other) (?:opinion|error)|there was (?:a|another) (?:second |third )?(?:opinion|error))\\b|${OTHERS},?\\s+(?:however,\\s+|again,\\s+|on the other hand,\\s+|too,\\s+|also\\s+)?(?:${HELD}|followed)\\b)`,
  "i",
);

/**
 * How many of a body's first sentences set out what others held, before he speaks for himself: "Some have said
 * that… Others, again, that… But this is impossible." → 2.
 */
export function reportedOpening(sentences: string[]): number {
  if (!sentences[0] || !reportsOthers(sentences[0])) return 0;
  let n = 1;
  while (n < sentences.length && OTHERS_TOO.test((sentences[n] as string).trim())) n++;
  return n;
}
