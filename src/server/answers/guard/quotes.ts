/** How a span is shown as his words on the screen. */
export type SpanKind = "double" | "single" | "italic" | "block";

/** A span of a line shown as his words, with the passage numbers marked right after it. */
export interface QuoteSpan {
  kind: SpanKind;
  start: number;
  end: number;
  inner: string;
  /** Where the marker after the quote ends (equals `end` when there is none). */
  markerEnd: number;
  numbers: number[];
}

// Double quotes of every style; a single quote opens only after a space or bracket and closes only before
// one, so the apostrophes of "God's" and "don't" are never taken for quotation marks.
const DOUBLE = /“([^”\n]*)”|"([^"\n]*)"|«([^»\n]*)»|„([^“”\n]*)[“”]/g;
const SINGLE = /(?<=^|[\s([{—–:;,])[‘']((?:[^\n'‘’]|['’](?=\p{L}))+?)['’](?=$|[^\p{L}\p{N}])/gu;
// Italics: *text* or _text_, but not **bold** or snake_case words.
const ITALIC =
  /(?<![*\p{L}\p{N}])\*(?![*\s])([^*\n]+?)(?<![\s*])\*(?![*\p{L}\p{N}])|(?<![_\p{L}\p{N}])_(?![_\s])([^_\n]+?)(?<![\s_])_(?![_\p{L}\p{N}])/gu;
const MARKER_AFTER = /^\s*((?:\[\s*\d+(?:\s*,\s*\d+)*\s*\])+)/;
export const MARKER = /\[\s*(\d+(?:\s*,\s*\d+)*)\s*\]/g;
const BLOCK_PREFIX = /^(\s*>\s?)/;

export const wordCount = (text: string) => (text.match(/[\p{L}\d]+/gu) ?? []).length;

export function parseNumbers(markers: string): number[] {
  return [...markers.matchAll(/\d+/g)].map((d) => Number(d[0]));
}

function spanAt(line: string, kind: SpanKind, start: number, end: number, inner: string): QuoteSpan {
  const after = MARKER_AFTER.exec(line.slice(end));
  const numbers = after ? parseNumbers(after[1] ?? "") : [];
  return { kind, start, end, inner, markerEnd: after ? end + after[0].length : end, numbers };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * Every span of three words or more that the screen shows as his words: double, single and curly quotes,
 * italics, and a block-quote line that holds no quotation of its own. Shorter spans are terms.
 */
export function findQuotes(line: string): QuoteSpan[] {
  const spans: QuoteSpan[] = [];
  const add = (kind: SpanKind, pattern: RegExp) => {
    for (const m of line.matchAll(pattern)) {
      const inner = m.slice(1).find((g) => g !== undefined) ?? "";
      const span = spanAt(line, kind, m.index, m.index + m[0].length, inner);
      if (wordCount(inner) < 3 || spans.some((s) => overlaps(s, span))) continue;
      spans.push(span);
    }
  };
  add("double", DOUBLE);
  add("single", SINGLE);
  add("italic", ITALIC);
  const block = BLOCK_PREFIX.exec(line);
  if (block && spans.length === 0) {
    // The whole line is shown as his words; a marker or reference at its end says where from.
    const start = block[0].length;
    const trailing = /\s*(?:\[[\d\s,]+\]\s*|\([^()]*\d[^()]*\)\s*)*$/.exec(line.slice(start));
    const end = line.length - (trailing?.[0].length ?? 0);
    const inner = line.slice(start, end);
    if (wordCount(inner) >= 3) spans.push(spanAt(line, "block", start, end, inner));
  }
  return spans.sort((a, b) => a.start - b.start);
}
