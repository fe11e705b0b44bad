/**
 * Markup that Project Gutenberg volunteers or transcribers added to some texts, which is not the author's:
 * removed before the text is cut into passages, so that quotations read as the translation printed them.
 */
export const CLEAN_RULES = [
  /** "(12) Now it is evident…": sentence numbers a volunteer added (Spinoza's Treatise). */
  "sentence-numbers",
  /** "[16:0] CHAPTER XVI": search strings a volunteer added. */
  "search-strings",
  /** _italic_, +bold+, =spaced=, ‖fraktur‖, ~small~: a transcriber's marks for type faces. */
  "emphasis",
  /** "[1]", "[Pg 12]": footnote anchors and page numbers of the printed book. */
  "note-markers",
  /** [Illustration: …], [Greek: …] blocks: descriptions, not text. */
  "bracket-blocks",
  /** FOOTNOTES: sections (the translator's notes) up to the next heading. */
  "footnotes",
  /** "{PREFACE ^paragraph 15}", "BOOK_1|CHAPTER_1": a transcriber's paragraph and division tags. */
  "paragraph-tags",
] as const;
export type CleanRule = (typeof CLEAN_RULES)[number];

export function cleanBlock(block: string, rules: readonly CleanRule[]): string {
  let text = block;
  if (rules.includes("bracket-blocks") && /^\[(?:Illustration|Greek|Transcriber|Sidenote)\b/i.test(text))
    return "";
  if (rules.includes("paragraph-tags")) {
    if (/^[A-Z0-9_]+(?:\|[A-Z0-9_]+)+$/.test(text)) return "";
    text = text.replace(/\{[^}\n]*\^paragraph[^}\n]*\}/g, "");
  }
  if (rules.includes("search-strings")) text = text.replace(/\[\d+:\d+\]\s*/g, "");
  if (rules.includes("sentence-numbers")) text = text.replace(/(^|\s)\(\d{1,3}\)\s+/g, "$1");
  if (rules.includes("note-markers")) text = text.replace(/\[(?:Pg\s*)?\d+\]/g, "").replace(/ {2,}/g, " ");
  if (rules.includes("emphasis"))
    text = text
      .replace(/(^|[\s("“‘])_([^_]{1,200}?)_(?=$|[\s.,;:!?)"”’'-])/g, "$1$2")
      .replace(/\+([^+]{1,200}?)\+/g, "$1")
      .replace(/(^|[\s("“‘])=([^=]{1,200}?)=(?=$|[\s.,;:!?)"”’'-])/g, "$1$2")
      .replace(/‖([^‖]{1,200}?)‖/g, "$1")
      .replace(/~([^~]{1,200}?)~/g, "$1");
  return text.trim();
}

/** A FOOTNOTES heading, which opens notes that run until the next heading. */
export const FOOTNOTES_HEADING = /^\s*FOOTNOTES:?\s*$/;
