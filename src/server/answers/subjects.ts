import { definitionalSubject } from "../knowledge-base/retrieval/query-terms.js";

/**
 * Whom a follow-up speaks of. "ok but does he love some people more than others?" after "does god love
 * everybody?" asks of God, and "are they all the same kind of thing?" after "how many angels are there?" asks of
 * the angels: the message names them only by a pronoun, and its own words do not find the article that answers it.
 * The persons and kinds a learner asks Aquinas about are few; each is named here with the pronouns that stand for
 * it, so that the message can be searched as if it had named them.
 */
interface Subject {
  /** How learners name it, as a pattern (lower case). */
  names: RegExp;
  /** The name put for the pronoun. */
  as: string;
  pronouns: "he" | "she" | "they";
}

const SUBJECTS: Subject[] = [
  { names: /\badam and eve\b/, as: "adam and eve", pronouns: "they" },
  { names: /\b(?:guardian )?angels\b/, as: "angels", pronouns: "they" },
  { names: /\b(?:demons|devils|fallen angels)\b/, as: "demons", pronouns: "they" },
  { names: /\bsaints\b/, as: "saints", pronouns: "they" },
  { names: /\bapostles\b/, as: "apostles", pronouns: "they" },
  { names: /\banimals\b/, as: "animals", pronouns: "they" },
  { names: /\b(?:jesus|christ)\b/, as: "jesus", pronouns: "he" },
  { names: /\b(?:the devil|satan|lucifer)\b/, as: "the devil", pronouns: "he" },
  { names: /\bholy (?:spirit|ghost)\b/, as: "the holy spirit", pronouns: "he" },
  { names: /\bgod\b/, as: "god", pronouns: "he" },
  { names: /\badam\b/, as: "adam", pronouns: "he" },
  { names: /\bjudas\b/, as: "judas", pronouns: "he" },
  { names: /\bthe pope\b/, as: "the pope", pronouns: "he" },
  { names: /\b(?:my )?guardian angel\b/, as: "my guardian angel", pronouns: "he" },
  { names: /\b(?:the )?(?:virgin )?mary\b/, as: "mary", pronouns: "she" },
  { names: /\beve\b/, as: "eve", pronouns: "she" },
];

const PRONOUNS: Record<Subject["pronouns"], { plain: RegExp; possessive: RegExp }> = {
  he: { plain: /\b(?:he|him)\b/gi, possessive: /\bhis\b/gi },
  she: { plain: /\bshe\b/gi, possessive: /\bher\b/gi },
  they: { plain: /\b(?:they|them)\b/gi, possessive: /\btheir\b/gi },
};

/** Someone of the learner's own world, whom a pronoun of the message may as well stand for ("my dad says he…"). */
const SOMEONE_ELSE =
  /\b(?:my|our|a|the|this|that) (?:dad|father|mom|mum|mother|parents?|brother|sister|friend|friends|uncle|aunt|grandpa|grandma|grandfather|grandmother|teacher|priest|pastor|boss|boyfriend|girlfriend|husband|wife|son|daughter|kid|kids|cousin|neighbou?r|coach|guy|man|woman|girl|boy|person|people)\b/i;

/** The first of the persons and kinds above that a message names, or null. */
function subjectOf(message: string): Subject | null {
  const text = message.toLowerCase();
  let first: { subject: Subject; at: number } | null = null;
  for (const subject of SUBJECTS) {
    const at = text.search(subject.names);
    if (at >= 0 && (!first || at < first.at)) first = { subject, at };
  }
  return first?.subject ?? null;
}

/**
 * The message with the pronouns that stand for the subject of the message before it put as that subject's name
 * ("did he let everybody out of hell?" after "where did jesus go after he died?" → "did jesus let everybody out of
 * hell?"); the message itself when it names a subject of its own, or the message before names none.
 */
export function withSubjectNamed(message: string, before: string | undefined): string {
  if (!before || subjectOf(message) || SOMEONE_ELSE.test(message)) return message;
  const subject = subjectOf(before);
  if (!subject) return withThingNamed(message, before);
  const { plain, possessive } = PRONOUNS[subject.pronouns];
  return message.replace(plain, subject.as).replace(possessive, `${subject.as}'s`);
}

/** "is it wrong to…", "is it true that…": an "it" that stands for what follows, not for anything said before. */
const IT_OF_WHAT_FOLLOWS =
  /\b(?:is|was|isn'?t|wasn'?t|would be|will be)\s+it\s+(?:\w+\s+){0,2}?(?:to|that|if|when)\b/i;

/**
 * After "what is X?", an "it" of the next message stands for X ("what is natural law exactly?" then "can it change
 * over time?" asks whether the natural law can change).
 */
function withThingNamed(message: string, before: string): string {
  const thing = definitionalSubject(before)?.join(" ");
  if (!thing || IT_OF_WHAT_FOLLOWS.test(message)) return message;
  return message.replace(/\bit\b/gi, thing).replace(/\bits\b/gi, `${thing}'s`);
}
