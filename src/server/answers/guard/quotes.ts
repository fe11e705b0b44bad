/** A quoted span in a line of the reply, with the passage numbers marked right after it. */
export interface QuoteSpan {
  start: number;
  end: number;
  inner: string;
  /** Where the marker after the quote ends (equals `end` when there is none). */
  markerEnd: number;
  numbers: number[];
}

const QUOTE = /“([^”]*)”|"([^"\n]*)"|«([^»]*)»/g;
const MARKER_AFTER = /^\s*((?:\[\s*\d+(?:\s*,\s*\d+)*\s*\])+)/;
export const MARKER = /\[\s*(\d+(?:\s*,\s*\d+)*)\s*\]/g;

export const wordCount = (text: string) => (text.match(/[\p{L}\d]+/gu) ?? []).length;

/** Quotations of three words or more; shorter quoted words are terms, not quotations. */
export function findQuotes(line: string): QuoteSpan[] {
  const spans: QuoteSpan[] = [];
  for (const m of line.matchAll(QUOTE)) {
    const inner = m[1] ?? m[2] ?? m[3] ?? "";
    if (wordCount(inner) < 3) continue;
    const start = m.index;
    const end = start + m[0].length;
    const after = MARKER_AFTER.exec(line.slice(end));
    const numbers = after ? parseNumbers(after[1] ?? "") : [];
    spans.push({ start, end, inner, markerEnd: after ? end + after[0].length : end, numbers });
  }
  return spans;
}

export function parseNumbers(markers: string): number[] {
  return [...markers.matchAll(/\d+/g)].map((d) => Number(d[0]));
}

/**
 * The sentence around a quotation at [start, end): from the previous sentence end to the next one.
 * A quotation that ends with its own full stop ends its sentence; the search never enters the next quotation.
 */
export function sentenceAround(line: string, start: number, end: number, inner = ""): [number, number] {
  let from = 0;
  const before = line.slice(0, start);
  for (const m of before.matchAll(/[.!?]["”’)]?\s+/g)) from = m.index + m[0].length;
  const rest = line.slice(end);
  if (/[.!?]\s*$/.test(inner)) return [from, end + (/^\s*/.exec(rest)?.[0].length ?? 0)];
  const nextQuote = rest.search(/[“"«]/);
  const next = /[.!?]["”’)]?(?:\s+|$)/.exec(rest);
  if (next && (nextQuote < 0 || next.index < nextQuote)) return [from, end + next.index + next[0].length];
  return [from, nextQuote >= 0 ? end + nextQuote : line.length];
}
