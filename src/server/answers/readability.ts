/** Flesch–Kincaid grade level: 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
export function fleschKincaidGrade(text: string): number {
  const words = text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
  if (words.length === 0) return 0;
  const sentences = Math.max(1, (text.match(/[.!?]+(?=\s|$|["”’)])/g) ?? []).length);
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
}

/** Counts vowel groups, with the usual corrections for a silent final e and "-le". */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/['’].*$/, "");
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0;
  return Math.max(1, groups);
}
