import type { EducationLevel } from "../../../common/education/levels.js";
import { reportedOpening } from "../../answers/composer/reading.js";
import { terms } from "../../knowledge-base/retrieval/memory/tokens.js";

/** The distinct content-word stems of a text. */
export function stemSet(text: string): Set<string> {
  return new Set(terms(text));
}

/** The stems two texts share. */
export function shared(a: Set<string>, b: Set<string>): string[] {
  return [...a].filter((s) => b.has(s));
}

/**
 * The sentences of a passage as exact substrings of it, so that any run of them is still verbatim.
 * A full stop after a lone capital or an abbreviation ("q.", "Ex.", "i.e.") does not end a sentence.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  const re = /[.!?]["”’)]*(?=\s+["“(]?[A-Z]|\s*$)/g;
  let from = 0;
  for (const m of text.matchAll(re)) {
    const end = m.index + m[0].length;
    const before = text.slice(Math.max(from, m.index - 6), m.index + 1);
    if (
      /(?:\b[A-Z]|\b(?:q|a|Ex|cf|i\.e|e\.g|viz|ch|Ps|Rom|Cor|Gen|Mt|Jn|St|vol|p|Obj|ad|De|Metaph|Ethic|Phys))\.$/.test(
        before,
      )
    )
      continue;
    const s = text.slice(from, end).trim();
    if (s) out.push(s);
    from = end;
  }
  const rest = text.slice(from).trim();
  if (rest) out.push(rest);
  return out;
}

/** How many characters of a quotation each level reads comfortably. */
export const QUOTE_BUDGET: Record<EducationLevel, number> = {
  elementary: 220,
  middle: 300,
  high: 420,
  college: 650,
  graduate: 900,
  scholar: 1400,
};

/**
 * The opening sentences of a passage that fit the budget (at least one), as one exact substring of it.
 * `cut` tells whether the passage goes on after the excerpt.
 */
export function leadingExcerpt(text: string, budget: number): { text: string; cut: boolean } {
  const parts = sentences(text);
  const first = parts[0] ?? text;
  let end = text.indexOf(first) + first.length;
  for (const s of parts.slice(1)) {
    const at = text.indexOf(s, end);
    if (at < 0 || at + s.length - text.indexOf(first) > budget) break;
    end = at + s.length;
  }
  const start = text.indexOf(first);
  const excerpt = text.slice(start, end).trim();
  return { text: excerpt, cut: end < text.trimEnd().length };
}

/**
 * The run of up to `max` consecutive sentences that shares the most stems with `wanted`, as one exact
 * substring of the passage.
 */
export function bestExcerpt(
  text: string,
  wanted: Set<string>,
  budget: number,
  max = 3,
): { text: string; score: number } {
  const parts = sentences(text);
  let best = { text: parts[0] ?? text, score: -1 };
  for (let i = 0; i < parts.length; i++) {
    for (let n = 1; n <= max && i + n <= parts.length; n++) {
      const first = parts[i] as string;
      const last = parts[i + n - 1] as string;
      const start = text.indexOf(first);
      const end = text.indexOf(last, start) + last.length;
      if (start < 0 || end < start) continue;
      const span = text.slice(start, end);
      if (n > 1 && span.length > budget) break;
      const score = shared(stemSet(span), wanted).length;
      if (score > best.score) best = { text: span, score };
    }
  }
  return best;
}

/**
 * A respondeo from where he speaks for himself: the views of others it may open by setting out ("Some have said
 * that… Others, again, that…") are left before it, so that no excerpt quotes them as his. An exact substring.
 */
export function hisOwnBody(body: string): string {
  const parts = sentences(body);
  const reported = reportedOpening(parts);
  const ownFrom = parts[reported];
  return reported > 0 && ownFrom ? body.slice(body.indexOf(ownFrom)) : body;
}

/** Strips the section's own label ("Reply to Objection 2:", "I answer that,") from a quotation's start. */
export function withoutLabel(text: string): string {
  return text.replace(
    /^(?:Reply to Objection \d+|Objection \d+|I answer that|On the contrary)\s*[:,]\s*/,
    "",
  );
}

/**
 * The claim an argument makes, in one sentence: its first sentence, past the labels the turns open with
 * ("Summary of … view (…):", "… defends the thesis I oppose.", "To the question … I answer yes.").
 */
export function firstSentence(text: string, max = 240): string {
  const plain = (text.split("\n")[0] ?? text)
    .replace(/^\*\*Summary of [^*]+\*\* \([^)]*\):\s*/, "")
    .replace(/\*/g, "")
    .trim();
  const parts = sentences(plain).filter(
    (s) =>
      !/^(?:To the question |I answer (?:yes|no|with a distinction)\.$|\S.* defends the thesis I oppose\.$)/.test(
        s,
      ),
  );
  const first = parts[0] ?? plain;
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}
