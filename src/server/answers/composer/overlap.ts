import { keywords } from "../intent.js";

/** The content words of a text, stemmed, as a set to compare others against. */
export const keywordSet = (text: string): Set<string> => new Set(keywords(text));

/** How many of a text's content words (stemmed, each once) the given words hold. */
export const sharedWords = (text: string, words: ReadonlySet<string>): number =>
  keywords(text).filter((w) => words.has(w)).length;
