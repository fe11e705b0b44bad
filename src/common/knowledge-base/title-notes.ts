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
/** The same asterisk set after a stop or a bracket: "I suffer not a woman to teach (in the Church),* nor…". */
const POINTER_AFTER_STOP = /([,;:)])\*(?=\s)/g;
/** A note standing between two sentences, with the full stop that closes it: "…as a gloss says. [*…]. Gregory…" */
const NOTE_BETWEEN = /([.!?]["”’]?)\s*\[\*(?:[^[\]]|\[[^\]]*\])*\]\./g;

/**
 * The number of a translator's footnote set against a word or the end of a sentence, in the Contra Gentiles
 * ("found in plants.[454] But"): a word or stop right before it, a space or stop after. The Summa's own
 * references in brackets ("(Article [1])", "(Q[99], A[3])", "x, 6,7,[8]") stand after a space, a capital
 * or a comma, and stay.
 */
const FOOTNOTE_NUMBER = /(?<=[a-z.;:!?"'’”)])\[\d{1,4}\](?=[\s"'’”),.;]|$)/g;

/**
 * His text alone: the translators' notes left out wherever they stand ("Hence Chrysostom says [*Opus Imperf.…]
 * that…" → "Hence Chrysostom says that…"), one between two sentences with the full stop that closed it, the
 * asterisks that pointed to them, and the numbers of footnotes. What remains is his text as the translation
 * gives it, word for word; a quotation is compared with its source in the same way (occursVerbatim).
 */
export function withoutTranslatorNotes(text: string): string {
  if (!text.includes("[") && !text.includes("*")) return text;
  const bare = text.replace(FOOTNOTE_NUMBER, "");
  if (!bare.includes("*")) return bare === text ? text : bare.trim();
  return bare
    .replace(NOTE_BETWEEN, "$1")
    .replace(NOTE, "")
    .replace(POINTER, "$1")
    .replace(POINTER_AFTER_STOP, "$1")
    .trim();
}
