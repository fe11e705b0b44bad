import { withoutTranslatorNotes } from "../../../common/knowledge-base/title-notes.js";

/** Makes two texts comparable: curly quotes and dashes become plain, runs of whitespace one space. */
export function normaliseForMatch(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u201B\u2032`´]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033«»]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * True when `quote` occurs word for word in `source`, ignoring only whitespace, quote-mark style and the
 * translators' notes (theirs, not his). A quotation shortened with an ellipsis passes when each piece occurs,
 * in order.
 */
export function occursVerbatim(quote: string, source: string): boolean {
  const haystack = normaliseForMatch(withoutTranslatorNotes(source));
  const pieces = normaliseForMatch(withoutTranslatorNotes(quote))
    .split(/\s*\.\.\.\s*/)
    .map(stripEdgePunctuation)
    .filter((piece) => piece.length > 0);
  if (pieces.length === 0) return false;
  let from = 0;
  for (const piece of pieces) {
    const at = haystack.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/** True when `quote` occurs word for word in a passage or in its aligned Latin (occursVerbatim). */
export function occursInPassage(quote: string, passage: { content: string; latin: string | null }): boolean {
  return (
    occursVerbatim(quote, passage.content) || (passage.latin !== null && occursVerbatim(quote, passage.latin))
  );
}

/** A quotation may start or stop where the sentence it was cut from had a comma or full stop. */
function stripEdgePunctuation(text: string): string {
  return text.replace(/^[\s"'.,;:-]+/, "").replace(/[\s"'.,;:-]+$/, "");
}

const ABBREVIATION_AT_END =
  /\b(?:St|Sts|Vulg|cf|Cf|viz|i\.e|e\.g|Ep|Hom|Serm|Trin|Sum|Theol|Metaph|Ethic|Phys|Lib|Tract|Dial|De|Civ|Conf|Orth|Div|Nom|Hier|Gloss|Differ|Topic|Anima|Poster|Prior|Polit|Rhet|Coel|Gen|Praedic|Hebdom|Fid|Arb|Moral|Retract|Enchir|Sent|Dist|Expos|Comment|Pandect|Quaest|Qu|Cap|lect|cap|text|cf|Tim|Gal|Eph|Phil|Col|Thess|Pet|Jas|Is|Ezech|Osee|Mal|Tob|Judith|Esth|Job|Cant|Lam|Bar|Mach|Kgs|Par|Num|Lev|Dt|Deut|Jos|Judg|Ruth|Sam|Ps|Ex|Gn|Mt|Mk|Lk|Jn|Rm|Rom|Cor|Heb|Eccl|Ecclus|Prov|Wis|Jer|Dan|Apoc|q|a|obj|ad|[A-Z])\.$/;

function openParentheses(text: string): number {
  let depth = 0;
  for (const ch of text) {
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** Splits prose into sentences, keeping each sentence's own punctuation. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    // Spaces inside a translator's bracketed note never end a sentence.
    const flat = paragraph
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\[[^\]]*\]/g, (note) => note.replaceAll(" ", "\u0001"));
    if (!flat) continue;
    // A full stop ends a sentence unless it follows an abbreviation such as "q." or "Ex."
    const parts = flat.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z])/);
    let carry = "";
    for (const [i, part] of parts.entries()) {
      // The number a paragraph of the Contra Gentiles opens with ("2. Failure in effect…") is no sentence.
      if (i === 0 && /^\d{1,3}\.$/.test(part)) continue;
      const joined = carry ? `${carry} ${part}` : part;
      // A full stop inside a reference in parentheses ("(De Differ. Topic. ii)") ends no sentence.
      if (ABBREVIATION_AT_END.test(part) || (openParentheses(joined) > 0 && joined.length < 400)) {
        carry = joined;
        continue;
      }
      out.push(joined);
      carry = "";
    }
    if (carry) out.push(carry);
  }
  return out.map((sentence) => sentence.replaceAll("\u0001", " "));
}
