/** An ask written as a sentence: a capital first and a question mark last. */
export const isWellWritten = (ask: string): boolean => /^[A-Z]/.test(ask) && /\?$/.test(ask);

/**
 * The asks a learner is shown (suggested follow-ups, a question asked back): the well-written ones, or all of
 * them when none is. Every ask, however it is spelled, still serves retrieval — learners type like that.
 */
export function shownAsks(asks: readonly string[]): string[] {
  const written = asks.filter(isWellWritten);
  return written.length > 0 ? written : [...asks];
}
