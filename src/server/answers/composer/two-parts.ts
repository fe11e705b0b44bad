import { sentencesOf } from "../../knowledge-base/retrieval/query-terms.js";
import { CIRCUMSTANCE } from "../gather.js";

const QUESTION_WORD =
  "why|how|what|what's|whats|when|where|who|which|is|are|can|could|does|do|did|will|would|should|was|were|if";
/** How a second question is joined on: "and", "also", "and if so", "also, unrelated, but"… */
const JOIN =
  /^(?:and\s+|but\s+|plus\s+)?(?:also\s*,?\s+)?(?:(?:unrelated|on another note|another thing|one more thing|side question|another question)\s*[,:]?\s+(?:but\s+)?)?/i;
/** An explicit mark of a second question: "also", "another thing", "unrelated"… */
const SECOND_MARK =
  /^(?:and\s+|but\s+|plus\s+)?(?:also\b|unrelated\b|on another note\b|another thing\b|one more thing\b|side question\b|another question\b)/i;
const ASKS = new RegExp(`^(?:${QUESTION_WORD})\\b`, "i");
const RHETORICAL =
  /^(?:didn'?t|doesn'?t|don'?t|isn'?t|isnt|aren'?t|wasn'?t|won'?t|wouldn'?t|shouldn'?t|can'?t|cant)\b/i;
/** "X, and Y?" where Y is a question: "and if so", "and if not", "and if we do"… may come between. */
const COMMA_AND = new RegExp(
  `^(.+?),?\\s+and\\s+(?:if (?:so|not|yes|it is|it does|they are)\\s*,?\\s+|if (?:we|he|it|they|i) (?:do|does|did|are|is)\\s*,?\\s+|also\\s*,?\\s+)?((?:${QUESTION_WORD})\\b.+)$`,
  "i",
);
/**
 * "when i pray the rosary i get so bored…", "if i skip mass…": a sentence that opens with "when" or "if" and then
 * its subject tells when something happens; it asks nothing of its own.
 */
const TELLS_WHEN =
  /^\s*(?:when|if|whenever)\s+(?:i|we|you|he|she|they|it|my|our|your|his|her|their|people|someone|somebody)\b/i;
/** A short part that only sets the same question in a circumstance: "what if you're sick?", "even if it's small?" */
const PRESSED_WITH_CIRCUMSTANCE = new RegExp(`^\\s*(?:${CIRCUMSTANCE.source})`, "i");
/** "Does being rich make you happy. Can anyone be happy at all?": a question ended by a full stop. */
const STOP_BETWEEN = /^(.+?)\.\s+(.+)$/;

/**
 * A question that only asks for his view of the rest ("What would Aquinas say to her?", "What do you think?"):
 * no part of its own.
 */
const ASKS_HIS_VIEW =
  /^(?:so\s+|and\s+)?(?:what (?:would|does|do|did) (?:aquinas|st\.? thomas|thomas|you|he) (?:say|tell|think|answer)(?: (?:to|about|of) (?:her|him|them|me|us|this|that|it))?|what do you think|any thoughts|thoughts)\s*\?*$/i;

/** Its sentences without those that only ask for his view, when something else is asked. */
function withoutAskingHisView(text: string): string {
  const sentences = sentencesOf(text);
  const kept = sentences.filter((s) => !ASKS_HIS_VIEW.test(s.trim()));
  return kept.length > 0 && kept.length < sentences.length ? kept.join(" ") : text;
}

// Parts numbered by the learner: "1) … 2) …", "(1) … (2) …", "First, … Second, …", "a) … b) …". A word that
// numbers a part opens the message or a sentence ("At first, I thought…" numbers nothing).
const NUMBER_ONE = /(?:^|\s)\(?(?:1|a)\)\s+|(?:^|\s)1\.\s+(?=[a-z])|(?:^|[.?!:]\s+)first(?:ly)?\s*[,:]\s*/i;
const NUMBER_TWO = /\s\(?(?:2|b)\)\s+|\s2\.\s+(?=[a-z])|[.?!:]?\s+second(?:ly)?\s*[,:]\s*/i;

/** The two parts of a message that numbers them, without what comes before the first; otherwise null. */
function numberedParts(text: string): [string, string] | null {
  const one = NUMBER_ONE.exec(text);
  if (!one) return null;
  const rest = text.slice(one.index + one[0].length);
  const two = NUMBER_TWO.exec(rest);
  if (!two || /[.?!:]?\s+second/i.test(two[0]) !== /first/i.test(one[0])) return null;
  return [rest.slice(0, two.index), rest.slice(two.index + two[0].length)];
}

const asQuestion = (part: string) => `${part.trim().replace(/[?.!,;:]+$/, "")}?`;
/** A part of a question has at least three words ("and why?" is no part of its own). */
const longEnough = (part: string) => part.split(/\s+/).length >= 3;

/**
 * A question in two parts ("Does God exist, and why is there evil?"): the two parts, each a question
 * of its own, or null when it is one question.
 */
export function splitTwoParts(question: string): [string, string] | null {
  const text = withoutAskingHisView(question.trim());
  const numbered = numberedParts(text);
  if (numbered) {
    const [first, second] = numbered.map(asQuestion) as [string, string];
    if (longEnough(first) && longEnough(second)) return [first, second];
  }
  const marks = [...text.matchAll(/\?/g)].length;
  let parts: string[] = [];
  // Two questions marked as such, or one marked and a second left unmarked ("…heaven? if yes what's the point").
  if (marks >= 2 || (marks === 1 && !/\?\s*$/.test(text)))
    parts = text.split(/\?+\s+/).filter((p) => p.trim().length > 0);
  else {
    const stop = STOP_BETWEEN.exec(text);
    const comma = COMMA_AND.exec(text);
    if (
      stop?.[1] &&
      stop[2] &&
      ASKS.test(stop[1]) &&
      !TELLS_WHEN.test(stop[1]) &&
      ASKS.test(stop[2].replace(JOIN, ""))
    )
      parts = [stop[1], stop[2]];
    else if (comma?.[1] && comma[2]) parts = [comma[1], comma[2]];
  }
  const questions = parts.map(asQuestion).filter(longEnough);
  if (questions.length !== 2) return null;
  const [first, second] = questions as [string, string];
  const asked = second.replace(JOIN, "");
  // "…? didn't Jesus say to forgive?" is one question pressed with an objection, not a second question;
  // "…? And also, isn't it just obvious?" is marked as a second one.
  // "does everyone have to? what if you're sick": the first question pressed with a circumstance, not a second one.
  if (PRESSED_WITH_CIRCUMSTANCE.test(asked) && asked.split(/\s+/).length <= 8) return null;
  const marked = SECOND_MARK.test(second);
  if (!marked && (!ASKS.test(asked) || RHETORICAL.test(asked))) return null;
  if (marked && !(ASKS.test(asked) || RHETORICAL.test(asked))) return null;
  return [first, second];
}
