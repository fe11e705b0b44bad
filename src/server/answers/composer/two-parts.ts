const ASKS =
  /^(?:and\s+|also\s+|but\s+also\s+)?(?:why|how|what|when|where|who|which|is|are|can|could|does|do|did|will|would|should|was|were|if)\b/i;
const RHETORICAL =
  /^(?:and\s+|but\s+)?(?:didn'?t|doesn'?t|don'?t|isn'?t|aren'?t|wasn'?t|won'?t|wouldn'?t|shouldn'?t|can'?t)\b/i;

/**
 * A question in two parts ("Does God exist, and why is there evil?"): the two parts, each a question
 * of its own, or null when it is one question.
 */
export function splitTwoParts(question: string): [string, string] | null {
  const text = question.trim();
  const marks = [...text.matchAll(/\?/g)].length;
  let parts: string[] = [];
  if (marks >= 2) parts = text.split(/\?\s+/).filter((p) => p.trim().length > 0);
  else {
    const m =
      /^(.+?),?\s+and\s+(?:if so,?\s+|if (?:we|he|it|they|i) (?:do|does|did|are|is)\s*,?\s+|also\s+)?((?:why|how|what|when|where|who|is|are|can|could|does|do|did|will|would|should)\b.+)$/i.exec(
        text,
      );
    if (m?.[1] && m[2]) parts = [m[1], m[2]];
  }
  const questions = parts
    .map((p) => `${p.trim().replace(/[?.!]+$/, "")}?`)
    .filter((p) => p.split(/\s+/).length >= 3);
  if (questions.length !== 2) return null;
  const [first, second] = questions as [string, string];
  // "…? didn't Jesus say to forgive?" is one question pressed with an objection, not a second question.
  if (!ASKS.test(second) || RHETORICAL.test(second)) return null;
  return [first, second];
}
