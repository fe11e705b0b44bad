import { DOCTRINE } from "./doctrine.js";
import { MORALS } from "./morals.js";
import type { VocabularyEntry } from "./types.js";

export type { VocabularyEntry } from "./types.js";

interface CompiledEntry {
  pattern: RegExp;
  scholastic: string;
  weight: number;
}

/**
 * `*` matches any ending, `?` makes the letter before it optional, `…` stands for up to four words in
 * between ("hell … forever"); everything else is literal.
 */
function wordingToRegex(wording: string): string {
  return wording
    .trim()
    .split(/\s*…\s*/)
    .map((part) =>
      part
        .replace(/[.+^${}()[\]\\]/g, "\\$&")
        .replace(/\*/g, "[a-z']*")
        .replace(/\s+/g, "\\s+"),
    )
    .join("(?:\\s+[a-z0-9']+){0,4}\\s+");
}

function compile(entries: readonly VocabularyEntry[]): CompiledEntry[] {
  return entries.map(([wordings, scholastic, weight = 1]) => ({
    pattern: new RegExp(`(?<![a-z'])(?:${wordings.split("|").map(wordingToRegex).join("|")})(?![a-z'])`, "g"),
    scholastic,
    weight,
  }));
}

export const VOCABULARY: readonly VocabularyEntry[] = [...DOCTRINE, ...MORALS];
let COMPILED = compile(VOCABULARY);

/**
 * Ranks with only some of the vocabulary's entries, to measure what each adds (bench/retrieval/tune.ts);
 * called without arguments, the whole vocabulary again.
 */
export function rankWithVocabulary(entries: readonly VocabularyEntry[] = VOCABULARY): void {
  COMPILED = compile(entries);
}

/** Lower case, curly quotes straightened, everything but letters, digits and apostrophes made a space. */
export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^a-z0-9']+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A modern wording found in a question: where it is, and his words for it. */
export interface VocabularyMatch {
  start: number;
  end: number;
  scholastic: string;
  weight: number;
}

/**
 * The modern wordings found in the (normalized) question, longest first; a wording inside a longer one
 * that matched ("sex" in "sex before marriage") gives way to it.
 */
export function vocabularyMatches(normalized: string): VocabularyMatch[] {
  const found: VocabularyMatch[] = [];
  for (const entry of COMPILED) {
    for (const m of normalized.matchAll(entry.pattern)) {
      const start = m.index ?? 0;
      found.push({ start, end: start + m[0].length, scholastic: entry.scholastic, weight: entry.weight });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: VocabularyMatch[] = [];
  for (const match of found) {
    const inside = kept.some(
      (k) => k.start <= match.start && match.end <= k.end && k.scholastic !== match.scholastic,
    );
    const repeated = kept.some((k) => k.scholastic === match.scholastic);
    if (!inside && !repeated) kept.push(match);
  }
  return kept;
}

/** The scholastic words for the modern wordings of the (normalized) question. */
export function scholasticTermsFor(normalized: string): string[] {
  return vocabularyMatches(normalized).map((m) => m.scholastic);
}
