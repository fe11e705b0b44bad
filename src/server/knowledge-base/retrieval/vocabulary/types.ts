/**
 * One entry of the modern-to-scholastic vocabulary: the learner's wordings (`|`-separated; a trailing `*`
 * matches any ending, `?` makes the last letter optional, `…` allows up to four words between), and the words Aquinas uses for the same matter; a weight below 1 for
 * wordings that only hint at the matter (e.g. "should" → "ought bound").
 */
export type VocabularyEntry = readonly [wordings: string, scholastic: string, weight?: number];
