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

/**
 * A passage quoted with the translators' notes left out: a note within it becomes an ellipsis ("Hence Chrysostom
 * says … that…"), one at its end is dropped. What remains is his text, each piece verbatim.
 */
export function withoutTranslatorNotes(text: string): string {
  if (!text.includes("[*")) return text;
  return text
    .replace(NOTE, " …")
    .replace(/\s*…(?:\s*…)+/g, " …")
    .replace(/\s*…\s*$/, "")
    .trim();
}
