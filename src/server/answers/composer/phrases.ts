import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import type { DigestVerdict } from "../../../common/knowledge-base/digest.js";

type Tone = "child" | "young" | "adult" | "expert";
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

/** The learner's question, set in italics: their words, not a quotation of mine. */
const asked = (q: string) => `*${q.replace(/\*/g, "").trim()}*`;

export function opening(
  tone: Tone,
  style: ResponseStyle,
  question: string,
  clause: string | null,
  seed: number,
): string {
  const theirs = asked(question);
  const mine = clause ? `whether ${clause}` : null;
  if (tone === "child") {
    const warm = pick(
      [
        "That is a big question, and a good one.",
        "I like that question very much.",
        "What a good thing to wonder about!",
      ],
      seed,
    );
    return mine
      ? `You asked: ${theirs} ${warm} I asked it too. I wrote it like this: ${mine}?`
      : `You asked: ${theirs} ${warm}`;
  }
  if (style === "educational") {
    return mine
      ? `Your question, ${theirs}, is one I treat under this heading: ${mine}.`
      : `Your question: ${theirs}`;
  }
  const warm =
    tone === "young"
      ? pick(["That is a fine question.", "You are right to ask this.", "Many have asked the same."], seed)
      : tone === "adult"
        ? pick(
            [
              "You ask well.",
              "It is a question worth asking with care.",
              "This question deserves a careful answer.",
            ],
            seed,
          )
        : pick(
            [
              "The question is an old one, and a good one.",
              "It is well asked.",
              "Let us take it up in order.",
            ],
            seed,
          );
  if (!mine) return `You ask: ${theirs} ${warm}`;
  return tone === "expert"
    ? `You ask: ${theirs} ${warm} I put it in this form: ${mine}.`
    : `You ask: ${theirs} ${warm} I asked the same thing in these words: ${mine}?`;
}

export function answerLead(tone: Tone, style: ResponseStyle): string {
  if (tone === "child") return "Here is what I wrote:";
  if (style === "conversational")
    return tone === "expert" ? "My answer begins thus:" : "Here is how I answered it:";
  return tone === "young" ? "This is what I wrote:" : "My answer begins:";
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
  const word = verdict === "yes" ? "yes" : "no";
  if (tone === "child") return opening(`${to}my answer is ${word}. ${rest}`);
  if (tone === "young") return `In plain words: ${to}my answer is ${word}. ${rest}`;
  return `In short: ${to}my answer is ${word}. ${rest}`;
}

/** The plain answer without the "Yes." or "No." it may open with, which the verdict line has said. */
function withoutLeadingVerdict(plain: string): string {
  return plain.replace(/^\s*(?:yes|no)\s*[.,;:!]\s*/i, "");
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

export function objectionLead(tone: Tone, style: ResponseStyle, index: number): string {
  if (style === "conversational" && tone !== "expert")
    return index === 0
      ? "Someone might object to you, as I let an opponent object to me. This is not my view; it is the view I answer:"
      : "Another objection, again not my view but one I answer:";
  return `Objection ${index + 1}, the view I answer, not my own:`;
}

export const replyLead = (tone: Tone, style: ResponseStyle) =>
  style === "conversational" && tone !== "expert" ? "And here is how I answered it:" : "My reply:";

/** The lead of "On the contrary", naming whose words it sets against the objections. */
export function scriptureLead(tone: Tone, style: ResponseStyle, authority: string | null): string {
  const who = authority === "Scripture" ? "Scripture" : authority;
  if (tone === "young" || tone === "child")
    return who ? `On the other side, I set what ${who} says:` : "On the other side, I set this:";
  if (style === "conversational")
    return who ? `Against the objections I set the words of ${who}:` : "Against the objections I set this:";
  return who
    ? `On the contrary, ${who === "Scripture" ? "from Scripture" : `from ${who}`}:`
    : "On the contrary:";
}

export const verseLead = (tone: Tone) => (tone === "young" ? "The verse reads:" : "The verse itself:");

export function termsLead(tone: Tone, style: ResponseStyle): string | null {
  if (style !== "conversational") return null;
  return tone === "child" ? "Here is what one big word means." : "A few words deserve explaining.";
}

export function invitation(
  tone: Tone,
  style: ResponseStyle,
  clause: string,
  reference: string,
  seed: number,
): string {
  if (tone === "child") return `Want to learn more? Ask me whether ${clause}.`;
  if (style === "conversational")
    return pick(
      [
        `If you wish to go further, ask me whether ${clause}. I treat it in ${reference}.`,
        `Would you like to go on? Ask me next whether ${clause} (${reference}).`,
      ],
      seed,
    );
  return `To go further: whether ${clause} (${reference}).`;
}

export function crossReference(clause: string, reference: string): string {
  return `See also ${reference}, where I ask whether ${clause}.`;
}

export const closing = (tone: Tone, style: ResponseStyle) =>
  style === "conversational"
    ? tone === "child"
      ? "Keep asking good questions. Wonder is where wisdom starts."
      : "Ask me more, and we will go on together."
    : null;
