import type { ExcerptBounds } from "./types.js";

/** Collapses runs of whitespace so that line breaks and double spaces in a source do not matter. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The words of `content` from `bounds.start` through `bounds.end`, or null when either bound is missing.
 * The result is a slice of the source (whitespace collapsed), never rewritten text.
 */
export function extractExcerpt(content: string, bounds: ExcerptBounds): string | null {
  const text = normaliseWhitespace(content);
  const start = normaliseWhitespace(bounds.start);
  const end = normaliseWhitespace(bounds.end);
  const from = text.indexOf(start);
  if (from < 0 || start.length === 0 || end.length === 0) return null;
  const endAt = text.indexOf(end, from);
  if (endAt < 0) return null;
  return text.slice(from, Math.max(endAt + end.length, from + start.length));
}
