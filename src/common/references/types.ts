/** Parts of the Summa Theologiae as cited: the four parts, the Supplement and its two appendices. */
export const ST_PARTS = ["I", "I-II", "II-II", "III", "Suppl.", "App. 1", "App. 2"] as const;
export type StPart = (typeof ST_PARTS)[number];

/** Where in an article (or question) a passage sits: objection, sed contra, respondeo, reply, prologue. */
export type StSection =
  | { kind: "prologue" }
  | { kind: "objection"; number: number }
  /** `number` only when the article has several (s.c. 1, s.c. 2). */
  | { kind: "sed_contra"; number?: number }
  | { kind: "respondeo" }
  | { kind: "reply"; number: number }
  /** "Et per hoc patet responsio ad obiecta": one answer to all the objections. */
  | { kind: "reply_all" };

/**
 * A Summa Theologiae reference. `part` null with a prologue section is the work's own prologue;
 * a part without question is the part (prologue); question without article is the question.
 */
export interface StReference {
  work: "st";
  part: StPart | null;
  question?: number;
  article?: number;
  section?: StSection;
}

/**
 * A Summa contra Gentiles reference, in Leonine chapter numbers. `paragraph` is the Latin paragraph
 * number (n.); `englishParagraph` a paragraph of Rickaby's translation (¶); `note` one of Rickaby's notes.
 * `chapters` lists every chapter an English record covers when it joins several ("32, 35" or 41–45).
 */
export interface ScgReference {
  work: "scg";
  book: number;
  chapter: number;
  chapters?: number[];
  /** Rickaby's chapter number when his chapter has no Leonine counterpart (III.130). */
  rickabyOnly?: boolean;
  paragraph?: number;
  englishParagraph?: number;
  note?: number;
}

/** A Scripture reference in Vulgate numbering; `book` is the Clementine Vulgate code (e.g. "Ex", "1Cor"). */
export interface ScriptureReference {
  work: "bible";
  book: string;
  chapter: number;
  verse?: number;
  verseEnd?: number;
}

export type Reference = StReference | ScgReference | ScriptureReference;
