const QUESTION_WORD =
  "why|how|what|what's|whats|when|where|who|which|is|are|can|could|does|do|did|will|would|should|was|were|if";
/** How a second question is joined on: "and", "also", "and if so", "also, unrelated, but"… */
const JOIN =
  /^(?:and\s+|but\s+|plus\s+)?(?:also\s*,?\s+)?(?:(?:unrelated|on another note|another thing|one more thing)\s*,?\s+(?:but\s+)?)?/i;
/** An explicit mark of a second question: "also", "another thing", "unrelated"… */
const SECOND_MARK =
  /^(?:and\s+|but\s+|plus\s+)?(?:also\b|unrelated\b|on another note\b|another thing\b|one more thing\b)/i;
const ASKS = new RegExp(`^(?:${QUESTION_WORD})\\b`, "i");
const RHETORICAL =
  /^(?:didn'?t|doesn'?t|don'?t|isn'?t|isnt|aren'?t|wasn'?t|won'?t|wouldn'?t|shouldn'?t|can'?t|cant)\b/i;
/** "X, and Y?" where Y is a question: "and if so", "and if not", "and if we do"… may come between. */
const COMMA_AND = new RegExp(
  `^(.+?),?\\s+and\\s+(?:if (?:so|not|yes|it is|it does|they are)\\s*,?\\s+|if (?:we|he|it|they|i) (?:do|does|did|are|is)\\s*,?\\s+|also\\s*,?\\s+)?((?:${QUESTION_WORD})\\b.+)$`,
  "i",
);
/** "Does being rich make you happy. Can anyone be happy at all?": a question ended by a full stop. */
const STOP_BETWEEN = /^(.+?)\.\s+(.+)$/;

/**
 * A question in two parts ("Does God exist, and why is there evil?"): the two parts, each a question
 * of its own, or null when it is one question.
 */
export function splitTwoParts(question: string): [string, string] | null {
  const text = question.trim();
  const marks = [...text.matchAll(/\?/g)].length;
  let parts: string[] = [];
  // Two questions marked as such, or one marked and a second left unmarked ("…heaven? if yes what's the point").
  if (marks >= 2 || (marks === 1 && !/\?\s*$/.test(text)))
    parts = text.split(/\?+\s+/).filter((p) => p.trim().length > 0);
  else {
    const stop = STOP_BETWEEN.exec(text);
    const comma = COMMA_AND.exec(text);
    if (stop?.[1] && stop[2] && ASKS.test(stop[1]) && ASKS.test(stop[2].replace(JOIN, "")))
      parts = [stop[1], stop[2]];
    else if (comma?.[1] && comma[2]) parts = [comma[1], comma[2]];
  }
  const questions = parts
    .map((p) => `${p.trim().replace(/[?.!]+$/, "")}?`)
    .filter((p) => p.split(/\s+/).length >= 3);
  if (questions.length !== 2) return null;
  const [first, second] = questions as [string, string];
  const asked = second.replace(JOIN, "");
  // "…? didn't Jesus say to forgive?" is one question pressed with an objection, not a second question;
  // "…? And also, isn't it just obvious?" is marked as a second one.
  const marked = SECOND_MARK.test(second);
  if (!marked && (!ASKS.test(asked) || RHETORICAL.test(asked))) return null;
  if (marked && !(ASKS.test(asked) || RHETORICAL.test(asked))) return null;
  return [first, second];
}
