import type { SourceText } from "../types.js";
import { looksLatin } from "./latin.js";
import { occursVerbatim, splitSentences } from "./normalise.js";
import { findQuotes, MARKER, parseNumbers, sentenceAround } from "./quotes.js";
import { stripUnknownReferences } from "./references.js";

export interface GuardReport {
  citations: number;
  quotations: number;
  references: number;
  latin: number;
}

export interface GuardedText {
  text: string;
  /** Source number → the verified quotations taken from it, in order of first use. */
  used: Map<number, string[]>;
  removed: GuardReport;
}

const OBJECTION_LABEL =
  /\bobjections?\b|\bobjector\b|\bit seems\b|\bsome (?:might |may |would |will )?(?:say|argue|hold|object|think)|\bview I (?:answer|reject|set aside)|\bopposing view\b|\bagainst (?:my|this) view\b/i;
const CLAIMS_AS_OWN =
  /\b(?:I (?:hold|teach|maintain|believe|affirm)|my (?:own )?(?:view|answer|position|teaching))\b/i;
export const OBJECTION_NOTE = " (an objection I answer, not my own view)";

/**
 * Checks a reply against the passages it was given: quotations must be verbatim and cite a supplied
 * passage, references must name supplied passages, Latin may only be quoted from the Latin rows, and an
 * objection is labelled as the view answered. Whatever fails is removed; markers become references.
 */
export function guardReply(text: string, sources: SourceText[]): GuardedText {
  const byNumber = new Map(sources.map((s) => [s.number, s]));
  const used = new Map<number, string[]>();
  const removed: GuardReport = { citations: 0, quotations: 0, references: 0, latin: 0 };
  const record = (n: number, quote?: string) => {
    const list = used.get(n) ?? [];
    if (quote && !list.includes(quote)) list.push(quote);
    used.set(n, list);
  };
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const original = lines[i] ?? "";
    let line = original;
    // 1. Quotations: verbatim in the passage they cite, or in some supplied passage when uncited.
    const spans = findQuotes(line);
    const cut: [number, number][] = [];
    const inserts: { at: number; text: string }[] = [];
    for (const span of spans) {
      const cited = span.numbers.filter((n) => byNumber.has(n));
      const candidates = cited.length > 0 ? cited : sources.map((s) => s.number);
      const match = candidates
        .map((n) => byNumber.get(n)!)
        .find(
          (s) =>
            occursVerbatim(span.inner, s.content) ||
            (s.latin !== null && occursVerbatim(span.inner, s.latin)),
        );
      if (!match) {
        removed.quotations += 1;
        cut.push(sentenceAround(line, span.start, span.markerEnd, span.inner));
        continue;
      }
      record(match.number, span.inner.trim());
      if (span.numbers.length === 0) inserts.push({ at: span.end, text: ` [${match.number}]` });
      if (match.sectionKind === "objection") {
        const context = `${lines[i - 1] ?? ""} ${lines[i - 2] ?? ""} ${line.slice(0, span.start)}`;
        const labelled = OBJECTION_LABEL.test(context) || OBJECTION_LABEL.test(span.inner.slice(0, 40));
        if (!labelled || CLAIMS_AS_OWN.test(line.slice(0, span.start))) {
          inserts.push({ at: span.markerEnd, text: OBJECTION_NOTE });
        }
      }
    }
    line = applyEdits(line, cut, inserts);
    // 2. Markers: only numbers of supplied passages survive.
    line = mapOutsideQuotes(line, (segment) =>
      segment
        .replace(MARKER, (_m, list: string) => {
          const kept = parseNumbers(list).filter((n) => byNumber.has(n));
          removed.citations += parseNumbers(list).length - kept.length;
          for (const n of kept) if (!used.has(n)) record(n);
          return kept.length > 0 ? `[${kept.join(", ")}]` : "";
        })
        .replace(/ +([.,;:!?])/g, "$1"),
    );
    // 3. References and Latin outside the verified quotations.
    line = mapOutsideQuotes(line, (segment) => {
      const refs = stripUnknownReferences(segment, sources);
      removed.references += refs.removed;
      return refs.text;
    });
    line = dropLatinSentences(line, removed);
    line = line.replace(/[ \t]+$/g, "").replace(/ {2,}/g, " ");
    if (line !== original && /^[\s>*_\-–—:;,.]*$/.test(line)) continue;
    out.push(line);
  }
  const converted = out.map((line) =>
    mapOutsideQuotes(line, (segment) => markersToReferences(segment, byNumber)),
  );
  return {
    text: converted
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
    used,
    removed,
  };
}

function applyEdits(line: string, cut: [number, number][], inserts: { at: number; text: string }[]): string {
  const edits = [
    ...cut.map(([from, to]) => ({ from, to, text: "" })),
    ...inserts
      .filter((ins) => !cut.some(([f, t]) => ins.at >= f && ins.at <= t))
      .map((ins) => ({ from: ins.at, to: ins.at, text: ins.text })),
  ].sort((a, b) => b.from - a.from || b.to - a.to);
  let result = line;
  let lastFrom = Number.POSITIVE_INFINITY;
  for (const edit of edits) {
    if (edit.to > lastFrom) continue; // overlapping cuts: the later one already removed this text
    result = result.slice(0, edit.from) + edit.text + result.slice(edit.to);
    lastFrom = edit.from;
  }
  return result;
}

function mapOutsideQuotes(line: string, fn: (segment: string) => string): string {
  const spans = findQuotes(line);
  let result = "";
  let at = 0;
  for (const span of spans) {
    result += fn(line.slice(at, span.start)) + line.slice(span.start, span.end);
    at = span.end;
  }
  return result + fn(line.slice(at));
}

function dropLatinSentences(line: string, removed: GuardReport): string {
  const withoutQuotes = mapOutsideQuotes(line, (s) => s).replace(/“[^”]*”|"[^"\n]*"|«[^»]*»/g, " ");
  if (!looksLatin(withoutQuotes) && !splitSentences(withoutQuotes).some(looksLatin)) return line;
  const kept = splitSentences(line).filter((sentence) => {
    const bare = sentence.replace(/“[^”]*”|"[^"\n]*"|«[^»]*»/g, " ");
    if (!looksLatin(bare)) return true;
    removed.latin += 1;
    return false;
  });
  const prefix = /^(\s*(?:>|[-*]|\d+\.)\s*)/.exec(line)?.[1] ?? "";
  const body = kept.join(" ");
  return body && !body.startsWith(prefix.trim()) ? prefix + body : body;
}

function markersToReferences(text: string, byNumber: Map<number, SourceText>): string {
  return text.replace(MARKER, (_m, list: string) => {
    const refs = parseNumbers(list)
      .map((n) => byNumber.get(n)?.reference)
      .filter(Boolean);
    return refs.length > 0 ? `(${refs.join("; ")})` : "";
  });
}
