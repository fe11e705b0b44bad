import type { CleanRule } from "./gutenberg-clean.js";
import { ADDED_WORKS } from "./gutenberg-works-added.js";

/**
 * The Project Gutenberg texts of the corpus. `start` is the line where the author's own text begins (the
 * `occurrence`-th match): title pages, contents and the translators' introductions before it are left out,
 * as is everything from `end` on (indexes, translators' notes, publishers' lists).
 */
export interface GutenbergWork {
  file: string;
  author: string;
  work: string;
  workKey: string;
  start?: RegExp;
  occurrence?: number;
  end?: RegExp;
  /** Headings that open a major division (default BOOK, PART, ESSAY); the others nest inside them. */
  major?: RegExp;
  /** Transcribers' markup to remove (see gutenberg-clean.ts). */
  clean?: readonly CleanRule[];
}

export const GUTENBERG_WORKS: GutenbergWork[] = [
  {
    file: "plato-republic-jowett-pg1497.txt",
    author: "Plato",
    work: "Republic",
    workKey: "plato-republic",
    start: /^\s*PERSONS OF THE DIALOGUE\.\s*$/,
    occurrence: 2,
  },
  {
    file: "plato-apology-jowett-pg1656.txt",
    author: "Plato",
    work: "Apology",
    workKey: "plato-apology",
    start: /^APOLOGY\s*$/,
  },
  {
    file: "plato-phaedo-jowett-pg1658.txt",
    author: "Plato",
    work: "Phaedo",
    workKey: "plato-phaedo",
    start: /^PHAEDO\s*$/,
    occurrence: 2,
  },
  {
    file: "plato-timaeus-jowett-pg1572.txt",
    author: "Plato",
    work: "Timaeus",
    workKey: "plato-timaeus",
    start: /^\s*TIMAEUS\.\s*$/,
  },
  {
    file: "aristotle-nicomachean-ethics-pg8438.txt",
    author: "Aristotle",
    work: "Nicomachean Ethics",
    workKey: "aristotle-nicomachean-ethics",
    start: /^BOOK I\s*$/,
    end: /^NOTES\s*$/,
  },
  {
    file: "aristotle-politics-ellis-pg6762.txt",
    author: "Aristotle",
    work: "Politics",
    workKey: "aristotle-politics",
    start: /^BOOK I\s*$/,
    end: /^INDEX\s*$/,
  },
  {
    file: "aristotle-poetics-butcher-pg1974.txt",
    author: "Aristotle",
    work: "Poetics",
    workKey: "aristotle-poetics",
    start: /^\s*I\s*$/,
  },
  {
    file: "nietzsche-thus-spake-zarathustra-common-pg1998.txt",
    author: "Friedrich Nietzsche",
    work: "Thus Spake Zarathustra",
    workKey: "nietzsche-zarathustra",
    start: /^THUS SPAKE ZARATHUSTRA\.\s*$/,
    end: /^APPENDIX\.\s*$/,
  },
  {
    file: "nietzsche-beyond-good-and-evil-zimmern-pg4363.txt",
    author: "Friedrich Nietzsche",
    work: "Beyond Good and Evil",
    workKey: "nietzsche-beyond-good-and-evil",
    start: /^PREFACE\s*$/,
  },
  {
    file: "nietzsche-genealogy-of-morals-samuel-pg52319.txt",
    author: "Friedrich Nietzsche",
    work: "The Genealogy of Morals",
    workKey: "nietzsche-genealogy-of-morals",
    start: /^PREFACE\.\s*$/,
  },
  {
    file: "nietzsche-joyful-wisdom-common-pg52881.txt",
    author: "Friedrich Nietzsche",
    work: "The Joyful Wisdom",
    workKey: "nietzsche-joyful-wisdom",
    start: /^\s*PREFACE TO THE SECOND\s*$/,
    end: /^\s*FOOTNOTES:\s*$/,
  },
  {
    file: "nietzsche-human-all-too-human-harvey-pg38145.txt",
    author: "Friedrich Nietzsche",
    work: "Human, All Too Human",
    workKey: "nietzsche-human-all-too-human",
    start: /^PREFACE\.\s*$/,
  },
  {
    file: "nietzsche-ecce-homo-ludovici-pg52190.txt",
    author: "Friedrich Nietzsche",
    work: "Ecce Homo",
    workKey: "nietzsche-ecce-homo",
    start: /^PREFACE\s*$/,
  },
  {
    file: "nietzsche-antichrist-mencken-pg19322.txt",
    author: "Friedrich Nietzsche",
    work: "The Antichrist",
    workKey: "nietzsche-antichrist",
    start: /^PREFACE\s*$/,
    end: /^THE END\s*$/,
  },
  ...ADDED_WORKS,
];

/** A text file not listed above: author and work from its name ("plato-crito-jowett-pg1657.txt"). */
export function workFromFileName(file: string): GutenbergWork {
  const words = file.replace(/-pg\d+\.txt$|\.txt$/, "").split("-");
  const cap = (w: string) => (w ? w[0]?.toUpperCase() + w.slice(1) : w);
  return {
    file,
    author: cap(words[0] ?? "Unknown"),
    work: words.slice(1).map(cap).join(" ") || file,
    workKey: words.join("-"),
  };
}
