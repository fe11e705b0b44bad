/**
 * One entry of the modern-to-scholastic vocabulary: the learner's wordings (`|`-separated; a trailing `*`
 * matches any ending, `?` makes the last letter optional), and the words Aquinas uses for the same matter.
 */
export type VocabularyEntry = readonly [wordings: string, scholastic: string];
