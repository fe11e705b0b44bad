import { normalizeQuestion, type VocabularyMatch, vocabularyMatches } from "./vocabulary/index.js";

/** A piece of text to turn into search lexemes, with how much its lexemes count. */
export interface QueryText {
  text: string;
  weight: number;
}

/** Words that say nothing about the matter asked (the search stop list removes the rest). */
const FILLER = new Set(
  (
    "aquinas aquinas's thomas thomas's saint st thomist thomists think thinks thought say says said view views " +
    "opinion opinions really actually exactly basically just okay ok kind sort stuff " +
    "thing things someone somebody anyone anybody something lot lots like get got getting please explain " +
    "tell describe mean means meaning whether would could can also even still ever always anything everything " +
    "wrong allowed acceptable permissible immoral morally sinful justified"
  ).split(" "),
);

/** Openings that mark a follow-up leaning on what was said before ("why?", "what about animals?"). */
const FOLLOW_UP =
  /^(why|how so|and|but|so|what about|how about|what if|is that|does that|is it|was it|then|really|which|who|in what way)\b/;

/**
 * How much each kind of query word counts. The digests' learner questions meet the learner's own words,
 * so those count fully; the vocabulary's scholastic wording of them is a hint, not the question.
 */
export const QUERY_WEIGHTS = {
  /** The scholastic words the vocabulary gives for a modern wording. */
  scholastic: 0.2,
  /** A learner's words that the vocabulary has put in his terms. */
  translated: 1,
  /** "Exists" for a question whether a thing is ("Is there a God?"). */
  existential: 0.5,
  /** The earlier question, for a short follow-up. */
  context: 0.5,
};

/**
 * "Is there a God?", "Are there really angels?": a question whether a thing exists, at the opening
 * (not "why are there seven sacraments?" or "how many angels are there?").
 */
const EXISTENTIAL =
  /^(?:so |and |but |then )?(?:is|are) there (?:really |actually |truly |even |ever )?(?:a |an |any |such a thing as )?\w/;

/** Reflexive pronouns as the index has them (see the retrieval index): "love yourself" → "love oneself". */
function asOneself(text: string): string {
  return text.replace(/\b(?:him|her|them|my|your|our)sel(?:f|ves)\b/gi, "oneself");
}

/**
 * "What does Aquinas teach about grace?", "his teaching on war": teaching that is his says nothing of the matter;
 * "how should I teach my kids the virtues?", "can virtue be taught?" ask of teaching itself.
 */
const HIS_TEACHING =
  /\b(?:(?:aquinas|thomas|he|you|church|bible|scripture|summa|catholics?|christianity)(?: \w+)? (?:teach|teaches|taught|teaching)|(?:teaching|teachings) (?:on|of|about))\b/g;

function contentWords(normalized: string): string[] {
  return normalized
    .replace(HIS_TEACHING, " ")
    .split(" ")
    .map((w) => w.replace(/'s$/, "").replace(/'/g, ""))
    .filter((w) => w.length > 1 && !FILLER.has(w));
}

/** The context a short follow-up needs: the latest earlier question, else the latest message. */
function contextFor(recent: string[]): string | null {
  const latest = [...recent].reverse();
  const question = latest.find((m) => m.trim().endsWith("?") && m.length <= 400);
  const chosen = question ?? latest[0];
  if (!chosen) return null;
  return chosen.split(/\s+/).slice(0, 40).join(" ");
}

function isFollowUp(normalized: string, words: string[]): boolean {
  return words.length <= 2 || (FOLLOW_UP.test(normalized) && words.length <= 5);
}

/** The question's own words (outside any matched wording, then inside) and the matched scholastic words. */
function textsOf(normalized: string, weight: number): QueryText[] {
  const matches: VocabularyMatch[] = vocabularyMatches(normalized);
  const inside = (at: number) => matches.some((m) => m.start <= at && at < m.end);
  const free: string[] = [];
  const translated: string[] = [];
  let at = 0;
  for (const word of normalized.split(" ")) {
    (inside(at) ? translated : free).push(word);
    at += word.length + 1;
  }
  const texts: QueryText[] = [];
  const own = contentWords(asOneself(free.join(" ")));
  const covered = contentWords(asOneself(translated.join(" ")));
  if (own.length > 0) texts.push({ text: own.join(" "), weight });
  if (covered.length > 0) texts.push({ text: covered.join(" "), weight: weight * QUERY_WEIGHTS.translated });
  for (const m of matches)
    texts.push({ text: asOneself(m.scholastic), weight: weight * QUERY_WEIGHTS.scholastic * m.weight });
  return texts;
}

// "What is grace?", "What exactly is a virtue?", "What does synderesis mean?", "Define prudence.",
// "What does it mean to be a just person?": a question about what a thing is, not about one of its acts.
const DEFINITIONAL = [
  /^(?:so |and |but |then )?(?:what's|whats|what (?:exactly |really |actually )?(?:is|are)) (?:(?:a|an|the|real|true|exactly|actually|really|meant by|the meaning of|the definition of|the nature of) )*(?<subject>.+)$/,
  /^(?:what|whats|what's) (?:does|do) (?<subject>.+) mean$/,
  /^(?:what|whats|what's) (?:does|do) it mean to be (?:(?:a|an|the) )?(?<subject>.+)$/,
  /^(?:define|definition of|meaning of) (?:(?:a|an|the) )?(?<subject>.+)$/,
];
/** A definitional question names its matter in a word or three. */
const MAX_SUBJECT_WORDS = 3;

/** For a question asking what a thing is ("What is grace?"), the thing's words; otherwise null. */
export function definitionalSubject(question: string): string[] | null {
  // "What is scandal exactly?": a word that only presses the question is no part of its matter.
  const normalized = normalizeQuestion(question).replace(
    /(?: (?:exactly|really|actually|precisely|anyway|though|then|again|lol))+$/,
    "",
  );
  for (const form of DEFINITIONAL) {
    const subject = form.exec(normalized)?.groups?.subject;
    if (subject) {
      const words = contentWords(subject);
      const fits =
        words.length > 0 && words.length <= MAX_SUBJECT_WORDS && words.length === subject.split(" ").length;
      return fits ? words : null;
    }
  }
  return null;
}

/** A message's sentences, as its stops mark them. */
export function sentencesOf(message: string): string[] {
  return message.split(/(?<=[.?!])\s+/).filter((s) => s.trim().length > 0);
}

const asks = (sentence: string) => sentence.trim().endsWith("?");

/**
 * The sentences of a message that ask ("does being humble mean I have to pretend I'm worse?" after "I'm the
 * best player on my soccer team."), joined; the whole message when none does.
 */
export function askingSentences(message: string): string {
  return sentencesOf(message).filter(asks).join(" ") || message;
}

/**
 * In a message of several sentences, the one that asks what a thing is ("What is the natural law?" before "I'm
 * homeschooling and we're doing ethics."), when it is the message's only question; otherwise null.
 */
export function definitionalQuestionIn(message: string): string | null {
  const sentences = sentencesOf(message);
  if (sentences.length < 2) return null;
  const questions = sentences.filter(asks);
  const [only] = questions;
  return questions.length === 1 && only && definitionalSubject(only) ? only : null;
}

/** Whether the question asks what a thing is ("What is grace?"), rather than something about it. */
export function isDefinitional(question: string): boolean {
  return definitionalSubject(question) !== null;
}

/**
 * Turns a learner's question into weighted texts for the search: the question's own words, the
 * scholastic wording of the modern terms it uses, and for a short follow-up the earlier question.
 */
export function queryTexts(question: string, recent: string[] = [], leansOn?: string): QueryText[] {
  const normalized = normalizeQuestion(question);
  const texts = textsOf(normalized, 1);
  if (EXISTENTIAL.test(normalized)) texts.push({ text: "exist", weight: QUERY_WEIGHTS.existential });
  const leaning = leaningOn(normalized, recent, leansOn);
  if (leaning) texts.push(...textsOf(normalizeQuestion(leaning), QUERY_WEIGHTS.context));
  return texts;
}

/**
 * What a question leans on: the first half of a two-part question, or for a short follow-up the earlier
 * question of the conversation; null when it stands alone.
 */
function leaningOn(normalized: string, recent: string[], leansOn?: string): string | null {
  if (leansOn) return leansOn;
  return isFollowUp(normalized, contentWords(normalized)) ? contextFor(recent) : null;
}

/**
 * What the sentence encoder weighs: the question, and apart from it what it leans on (the first half of a
 * two-part question, or the conversation before a follow-up), as the words' ranking also reads it; null when
 * it stands alone.
 */
export function meaningParts(
  question: string,
  recent: string[] = [],
  leansOn?: string,
): { question: string; leaning: string | null } {
  return { question, leaning: leaningOn(normalizeQuestion(question), recent, leansOn) };
}
