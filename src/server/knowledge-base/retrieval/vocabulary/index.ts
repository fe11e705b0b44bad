import { DOCTRINE } from "./doctrine.js";
import { MORALS } from "./morals.js";
import type { VocabularyEntry } from "./types.js";

export type { VocabularyEntry } from "./types.js";

interface CompiledEntry {
  pattern: RegExp;
  scholastic: string;
}

/** `*` matches any ending, `?` makes the letter before it optional; everything else is literal. */
function wordingToRegex(wording: string): string {
  const escaped = wording
    .trim()
    .replace(/[.+^${}()[\]\\]/g, "\\$&")
    .replace(/\*/g, "[a-z']*")
    .replace(/\s+/g, "\\s+");
  return escaped;
}

function compile(entries: readonly VocabularyEntry[]): CompiledEntry[] {
  return entries.map(([wordings, scholastic]) => ({
    pattern: new RegExp(`(?<![a-z'])(?:${wordings.split("|").map(wordingToRegex).join("|")})(?![a-z'])`),
    scholastic,
  }));
}

export const VOCABULARY: readonly VocabularyEntry[] = [...DOCTRINE, ...MORALS];
const COMPILED = compile(VOCABULARY);

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

/** The scholastic words for every modern wording found in the (normalized) question. */
export function scholasticTermsFor(normalized: string): string[] {
  const found: string[] = [];
  for (const entry of COMPILED) {
    if (entry.pattern.test(normalized) && !found.includes(entry.scholastic)) found.push(entry.scholastic);
  }
  return found;
}
