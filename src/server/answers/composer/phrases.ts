import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import type { EducationLevel } from "../../../common/education/levels.js";

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

export function verdictLine(tone: Tone, verdict: "yes" | "no", clause: string): string {
  if (tone === "child")
    return verdict === "yes"
      ? `So my answer is yes. I hold that ${clause}.`
      : `So my answer is no. I do not hold that ${clause}.`;
  if (tone === "young")
    return verdict === "yes"
      ? `In plain words, my answer is yes: ${clause}.`
      : `In plain words, my answer is no. It is not true that ${clause}.`;
  return verdict === "yes"
    ? `My position, then, is affirmative: ${clause}.`
    : `My position, then, is negative: I deny that ${clause}.`;
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

export function scriptureLead(tone: Tone, style: ResponseStyle, hasVerse: boolean): string {
  if (tone === "young") return hasVerse ? "Scripture says the same thing:" : "On the other side, I set this:";
  return style === "conversational" ? "Against the objections I set this:" : "On the contrary:";
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
