import type { EducationLevel } from "../education/levels.js";

/**
 * Where a quotation starts and ends inside its passage: the excerpt runs from the first occurrence of
 * `start` through the first occurrence of `end` after it. Both are exact words of the source text.
 */
export interface ExcerptBounds {
  start: string;
  end: string;
}

/**
 * One entry of the built-in quotation list. The quotation and its Latin are never typed here: they are
 * read from the knowledge base at `reference` and cut at the bounds, so they are verbatim by construction.
 */
export interface QuoteCatalogueEntry {
  id: string;
  /** Canonical reference of the English passage, e.g. `ST I, q. 1, a. 8, ad 2`. */
  reference: string;
  english: ExcerptBounds;
  /** Bounds in the aligned Latin passage (the row whose translation_of is the English row). */
  latin: ExcerptBounds;
  theme: string;
  context: string;
  explanations: Record<EducationLevel, string>;
}
