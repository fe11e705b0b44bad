import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import type { DigestVerdict } from "../../../common/knowledge-base/digest.js";

export type Tone = "child" | "young" | "adult" | "expert";
export const toneOf = (level: EducationLevel): Tone =>
  level === "elementary"
    ? "child"
    : level === "middle" || level === "high"
      ? "young"
      : level === "college"
        ? "adult"
        : "expert";

/** A stable choice among variants, so the same question always reads the same way. */
export const pick = <T>(variants: readonly T[], seed: number): T => variants[seed % variants.length]!;

export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** What the learner asked for: a reason, a definition, a way, or a yes or no. */
export type QuestionKind = "why" | "what" | "difference" | "how" | "yesno" | "other";

const ASKS_HIS_VIEW =
  /^(?:what|how)\s+(?:does|do|did|would)\s+(?:aquinas|thomas|st\.?\s+thomas|saint\s+thomas|you|he)\s+(?:think|say|teach|believe|hold|feel|view|see|make of)\b|^what(?:'s|\s+is)\s+(?:your|his|aquinas'?s?)\s+(?:view|opinion|take|position|teaching)\b/;

export function questionKind(question: string): QuestionKind {
  const q = question.trim().toLowerCase();
  if (/^(?:but\s+)?why\b/.test(q)) return "why";
  // "What does Aquinas think about the death penalty?", "how do you feel about lying?": his view, not a definition
  // or a way.
  if (ASKS_HIS_VIEW.test(q)) return "other";
  if (/\b(?:difference|differences|distinction) between\b|\bhow (?:is|are|does|do) .+ differ\b/.test(q))
    return "difference";
  // "What does synderesis mean?", "the meaning of grace" ask what a thing is; "does being humble mean I have to
  // pretend I'm worse?" asks a yes or no.
  if (/^(?:what|who)\s+(?:is|are|was|were|does|do)\b|^what'?s\b|^define\b|\bmeaning of\b/.test(q))
    return "what";
  if (/^how\b/.test(q)) return "how";
  if (/^(?:is|are|was|were|can|could|does|do|did|should|shall|will|would|may|might|must|has|have)\b/.test(q))
    return "yesno";
  return "other";
}

/** The work an article belongs to, as he would name it in speaking of what he wrote. */
export function workName(articleRef: string): string {
  return /^SCG\b/.test(articleRef) ? "the Summa contra Gentiles" : "the Summa";
}

/**
 * How the reply opens: factually, with where he asks the question, shaped by what the learner asked
 * for (a yes or no, a reason, a definition, a way). Only for an article that answers the question.
 */
export function opening(
  tone: Tone,
  kind: QuestionKind,
  articleRef: string,
  clause: string | null,
  title: string,
  /** The title's question in everyday words (the digest's plainQuestion), said after it to young readers. */
  plainQuestion: string | null = null,
): string {
  const said = openingLine(tone, kind, articleRef, clause, title);
  return plainQuestion && (tone === "child" || tone === "young")
    ? `${said} In plain words, I asked: ${plainQuestion}`
    : said;
}

function openingLine(
  tone: Tone,
  kind: QuestionKind,
  articleRef: string,
  clause: string | null,
  title: string,
): string {
  const work = workName(articleRef);
  const where = tone === "expert" ? `In ${work} (${articleRef})` : `In ${work}`;
  // A chapter of the Contra Gentiles states its thesis; an article of the Summa without a "whether" is named.
  const unit = /^SCG\b/.test(articleRef) ? "the chapter" : "the article";
  if (!clause) return `${where} I take this up in ${unit} *${title.replace(/[.?]+$/, "")}*.`;
  const asked = `whether ${clause}`;
  if (tone === "child") {
    // One short sentence for a child: where he asked it, in his words.
    const wrote = `In ${work} I asked ${asked}`;
    if (kind === "why") return `You want to know why. ${wrote}, and my answer gives the reason.`;
    return `${wrote}.`;
  }
  switch (kind) {
    case "why":
      return `You ask for the reason. ${where} I ask ${asked}, and the reason is in my answer.`;
    case "what":
      return `${where} I ask ${asked}; what I say there shows what it is.`;
    case "difference":
      return `${where} I ask ${asked}; what I say there shows how they differ.`;
    case "how":
      return `${where} I ask ${asked}; my answer shows how.`;
    case "yesno":
      // His question may be put the other way round from theirs ("is it ok to lie?", "whether every lie is
      // a sin"): say how he put it, not that it is their very question.
      return `${where} I put this question as: ${asked}?`;
    default:
      return `${where} I ask ${asked}.`;
  }
}

export function answerLead(
  tone: Tone,
  style: ResponseStyle,
  /**
   * Whether the article answers the learner's question, and the verdict the quotation below carries; `chapter`:
   * the words quoted are a chapter's paragraphs as ranked (the Contra Gentiles), not an article's body.
   */
  shown: { answers: boolean; verdict: DigestVerdict | null; chapter?: boolean; reportsOthers?: boolean },
): string {
  // The words below open by setting out what others held ("Some have said that…"): said to be theirs, not his.
  if (shown.reportsOthers && shown.verdict === null) {
    if (tone === "child") return "First I tell what some people thought; my own answer comes after it.";
    if (tone === "young") return "I start from what others held, before giving my own answer:";
    return style === "conversational"
      ? "I began with what others held, before my own answer:"
      : "My answer begins with what others held:";
  }
  // For a child, the words below are tied to what they do: the very words that say yes or no.
  if (tone === "child") {
    if (!shown.answers) return "Here is what I wrote there.";
    if (shown.verdict === "yes") return "Here are my words that say yes.";
    if (shown.verdict === "no") return "Here are my words that say no.";
    if (shown.verdict === "distinguishes") return "Here are my words that make the distinction.";
    return "Here it is in my own words.";
  }
  // A chapter's best paragraphs need not open its argument, and may report a view he answers: said as what they are.
  if (shown.chapter && shown.verdict === null) return "In that chapter I write:";
  // For young readers the argument's shape is named: the principle first, then the distinction and conclusion.
  if (tone === "young") return "The principle I start from:";
  if (style === "conversational")
    return tone === "expert" ? "My answer begins thus:" : "Here is how I answered it:";
  return "My answer begins:";
}

/**
 * His answer to the learner's question, from the article's digest: the verdict said plainly, then the
 * digest's plain answer for the reader's level. Only for an article that answers what was asked.
 */
export function verdictLine(
  tone: Tone,
  verdict: DigestVerdict,
  plain: string,
  clause: string | null,
  /** For a child the opening has just named his question; the verdict follows it without repeating it. */
  childAfterOpening = false,
): string {
  // The yes or no answers his question, which may be put the other way round from the learner's
  // ("is it ok to lie?" against "whether every lie is a sin?"): say which question it answers.
  const to = clause ? `To my question, whether ${clause}, ` : "";
  const opening = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const rest = withoutLeadingVerdict(plain);
  if (verdict === "distinguishes")
    return tone === "child"
      ? opening(`${to}my answer is: in one way yes, in another way no. ${rest}`)
      : opening(`${to}my answer turns on a distinction. ${rest}`);
  // A chapter title that is no whether-question ("That God is incorporeal") has no yes or no to give.
  if (!clause && !childAfterOpening) return opening(`my answer: ${rest}`);
  const word = verdict === "yes" ? "yes" : "no";
  const goesOn = goesOnFromVerdict(plain);
  const answer = goesOn ? `my answer is ${word}, ${goesOn}` : `my answer is ${word}. ${rest}`;
  if (tone === "child") return opening(`${to}${answer}`);
  if (tone === "young") return `In plain words: ${to}${answer}`;
  return `In short: ${to}${answer}`;
}

/**
 * What a plain answer says on from its opening "Yes," or "No," ("Yes, as far as how sinful they are." → "as far as
 * how sinful they are."): said with the verdict, since cut from it, the rest would be no sentence.
 */
export const goesOnFromVerdict = (plain: string): string | undefined =>
  /^\s*(?:yes|no)\s*,\s*(.+)$/is.exec(plain)?.[1];

/** The plain answer without the "Yes." or "No." it may open with, which the verdict line has said. */
export function withoutLeadingVerdict(plain: string): string {
  const rest = plain.replace(/^\s*(?:yes|no)\s*[.,;:!]\s*/i, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** For a neighbouring article: what he did ask, and what he said there, with no yes or no to the learner. */
export function nearestLine(tone: Tone, clause: string | null, title: string, plain: string | null): string {
  const asked = clause ? `whether ${clause}` : `"${title}"`;
  const said = plain ? ` There I said: ${plain}` : "";
  return tone === "child"
    ? `I never asked your question in just those words. The nearest question I asked was ${asked}.${said}`
    : `I did not put your question in those words. The nearest question I asked was ${asked}.${said}`;
}

/** The digest's plain answer for a tone. */
export function plainFor(tone: Tone, plain: { child: string; teen: string; adult: string }): string {
  return tone === "child" ? plain.child : tone === "young" ? plain.teen : plain.adult;
}

export function structureLead(tone: Tone, steps: number): string {
  return tone === "adult"
    ? `The argument has ${steps} steps. Each one opens like this:`
    : `The body of the article proceeds in ${steps} steps, each opening thus:`;
}

export const conclusionLead = (tone: Tone) =>
  tone === "young" ? "And so I end with this:" : "The conclusion I draw:";

/** `index` is the place among those shown; `number` the objection's own number in the article. */
export function objectionLead(tone: Tone, style: ResponseStyle, index: number, number: number): string {
  if (style === "conversational" && tone !== "expert")
    return index === 0
      ? "Someone might object, as I let an opponent object to me; this is not my view but the view I answer:"
      : "Another objection, again not my view but one I answer:";
  return `Objection ${number}, the view I answer, not my own:`;
}

export const replyLead = (tone: Tone, style: ResponseStyle) =>
  style === "conversational" && tone !== "expert" ? "And here is how I answered it:" : "My reply:";

/** Authorities he names by a title or an old name, with the name a reader knows them by. */
const KNOWN_AS: Record<string, string> = {
  "the philosopher": "the Philosopher (Aristotle)",
  "the master": "the Master (Peter Lombard)",
  tully: "Tully (Cicero)",
  damascene: "John Damascene",
  dionysius: "Dionysius (the Areopagite)",
  "our lord": "our Lord",
};

/**
 * The lead of "On the contrary", naming whose words it sets against the objections; none under the heading for an
 * argument of his own (the passage itself opens "On the contrary,").
 */
export function scriptureLead(tone: Tone, style: ResponseStyle, authority: string | null): string {
  const who = authority && tone !== "expert" ? (KNOWN_AS[authority.toLowerCase()] ?? authority) : authority;
  if (tone === "young" || tone === "child")
    return who ? `On the other side, I set what ${who} says:` : "On the other side, I set this:";
  if (style === "conversational")
    return who ? `Against the objections I set the words of ${who}:` : "Against the objections I set this:";
  return who ? `On the contrary, ${who === "Scripture" ? "from Scripture" : `from ${who}`}:` : "";
}

export const verseLead = (tone: Tone) => (tone === "young" ? "The verse reads:" : "The verse itself:");

export function invitation(tone: Tone, style: ResponseStyle, clause: string, reference: string): string {
  if (tone === "child") return `If you want to learn more, ask me whether ${clause}.`;
  if (style === "conversational")
    return `If you wish to go further, ask me whether ${clause}. I treat it in ${reference}.`;
  // The reference stands apart from the title: a title may quote a saying in quotation marks, and a
  // reference bound to quoted words would claim them as a quotation of that article.
  return `To go further: whether ${clause}. See ${reference}.`;
}

export function crossReference(clause: string, reference: string): string {
  return `See also ${reference}, where I ask whether ${clause}.`;
}
