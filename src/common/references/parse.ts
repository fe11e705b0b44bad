import { parseScgReference, parseScriptureReference } from "./parse-scg-bible.js";
import { parseStReference } from "./parse-st.js";
import type { Reference } from "./types.js";

function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replaceAll("ª", "a")
    .replaceAll("æ", "ae")
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The one parser for references: Summa Theologiae, Summa contra Gentiles and Scripture, in the canonical
 * forms `formatReference` writes and the looser forms people and models write. Returns null when the text
 * is not a reference it recognises.
 */
export function parseReference(text: string): Reference | null {
  const s = normalise(text);
  if (s === "" || s.length > 120) return null;
  return parseScgReference(s) ?? parseStReference(s) ?? parseScriptureReference(s);
}
