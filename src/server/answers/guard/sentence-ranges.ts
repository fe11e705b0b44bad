import type { QuoteSpan } from "./quotes.js";

const ABBREVIATION_AT_END =
  /\b(?:St|Sts|Vulg|cf|Cf|viz|i\.e|e\.g|Ep|Hom|Serm|Trin|Sum|Theol|Metaph|Ethic|Phys|Lib|Tract|Dial|De|Civ|Conf|Orth|Div|Nom|Gloss|Sent|Dist|Expos|Comment|Qu|Cap|lect|cap|Tim|Gal|Eph|Phil|Col|Thess|Pet|Jas|Is|Ps|Ex|Gn|Gen|Mt|Mk|Lk|Jn|Rm|Rom|Cor|Heb|Eccl|Ecclus|Prov|Wis|Jer|Dan|Apoc|Deut|Dt|Num|Lev|q|qu|a|art|c|ch|n|obj|ad|co|s\.\s?c|bk|[A-Z])\.$/;

// After a full stop: closing marks, then markers or a bracketed reference that belong to the same sentence.
const SENTENCE_TAIL = /^[.!?]+["”’'*_)]*(?:\s*\[[\d\s,]+\])*(?:\s*\([^()]*\))?/;

/**
 * The sentences of one line as [from, to) ranges, from `start` on. A full stop inside a quotation, after an
 * abbreviation ("q.", "a.", "Ex.") or inside brackets ends no sentence; a quotation that ends with its own
 * full stop may end its sentence.
 */
export function sentenceRanges(line: string, spans: QuoteSpan[], start = 0): [number, number][] {
  // Quotations are blanked out (keeping a final full stop of theirs) so that their inside never splits.
  const out = line.split("");
  for (const s of spans) {
    const innerStart = s.kind === "block" ? s.start : s.start + 1;
    const innerEnd = s.kind === "block" ? s.end : s.end - 1;
    for (let i = innerStart; i < innerEnd; i++) out[i] = "x";
    const last = line[innerEnd - 1];
    if (last && /[.!?]/.test(last) && s.kind !== "block") out[innerEnd - 1] = last;
  }
  const masked = out.join("");
  const ranges: [number, number][] = [];
  let from = start;
  let depth = 0;
  for (let i = start; i < masked.length; i++) {
    const ch = masked[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    if (!ch || !/[.!?]/.test(ch) || depth > 0) continue;
    const tail = SENTENCE_TAIL.exec(masked.slice(i));
    const end = i + (tail?.[0].length ?? 1);
    const next = /^\s+/.exec(masked.slice(end));
    if (end < masked.length && !next) continue;
    const after = masked.slice(end + (next?.[0].length ?? 0));
    if (after && !/^["“‘'(*_>[\p{Lu}\d]/u.test(after)) continue;
    if (ch === "." && ABBREVIATION_AT_END.test(masked.slice(from, i + 1))) continue;
    ranges.push([from, end]);
    from = end + (next?.[0].length ?? 0);
    i = from - 1;
  }
  if (from < line.length && line.slice(from).trim()) ranges.push([from, line.length]);
  return ranges;
}
