/**
 * The translators of the Summa put notes into some article titles, in brackets opened by an asterisk:
 * "Whether there is knowledge [*Scientia]?", "Whether God can be loved wholly? [*Cf. Question [184], Article
 * [2]]". A heading shows the title without them, and the notes apart.
 */
const NOTE = /\s*\[\*((?:[^[\]]|\[[^\]]*\])*)\]/g;

export interface TitleWithNotes {
  title: string;
  /** Each note's words, its inner brackets dropped ("Cf. Question 184, Article 2"). */
  notes: string[];
}

export function splitTitleNotes(title: string): TitleWithNotes {
  const notes = [...title.matchAll(NOTE)].map((m) =>
    (m[1] ?? "")
      .replace(/[[\]{}]/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
  if (notes.length === 0) return { title, notes };
  const bare = title
    .replace(NOTE, "")
    // The mark that pointed to the note ("the virtuous*, the useful").
    .replace(/(\w)\*(?=[\s,;:?.]|$)/g, "$1")
    .replace(/\s+([?,;:.])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return { title: bare, notes: notes.filter(Boolean) };
}

/** The asterisk by which the translators point from a word to their note ("a loathsome sight* to all flesh"). */
const POINTER = /(?<!\*[\p{L}'’-]*)(\p{L})\*(?=[\s,;:?.!"”’')\]]|$)/gu;
/** A note standing between two sentences, with the full stop that closes it: "…as a gloss says. [*…]. Gregory…" */
const NOTE_BETWEEN = /([.!?]["”’]?)\s*\[\*(?:[^[\]]|\[[^\]]*\])*\]\./g;

/**
 * A passage quoted with the translators' notes left out: a note within a sentence becomes an ellipsis ("Hence
 * Chrysostom says … that…"), one at its end or between two sentences is dropped, and so is the asterisk that
 * pointed to it. What remains is his text, each piece verbatim.
 */
export function withoutTranslatorNotes(text: string): string {
  if (!text.includes("*")) return text;
  return text
    .replace(NOTE_BETWEEN, "$1")
    .replace(NOTE, " …")
    .replace(/\s*…(?:\s*…)+/g, " …")
    .replace(/\s*…\s*$/, "")
    .replace(POINTER, "$1")
    .trim();
}

/**
 * His text alone, to compare a quotation with its source: the translators' notes and the asterisks pointing to
 * them taken out, so that a quotation that leaves them out is still his words as they stand.
 */
export function withoutNotes(text: string): string {
  if (!text.includes("*")) return text;
  return text.replace(NOTE_BETWEEN, "$1").replace(NOTE, "").replace(POINTER, "$1");
}
