import type { SourceText } from "../types.js";
import { looksLatin } from "./latin.js";
import { normaliseForMatch, occursInPassage } from "./normalise.js";
import { findQuotes, MARKER, parseNumbers, type QuoteSpan } from "./quotes.js";
import { referenceAllowed, referencesIn, sourcesNamed } from "./references.js";
import { sentenceRanges } from "./sentence-ranges.js";
import { unverifiedNote } from "./unverified-note.js";

export interface GuardReport {
  citations: number;
  quotations: number;
  references: number;
  latin: number;
  /** Quotations of an objection given out as his own view. */
  objections: number;
  /** Whole sentences left out for any of the above. */
  sentences: number;
}

export interface GuardedText {
  text: string;
  /** Source number → the verified quotations taken from it, in order of first use. */
  used: Map<number, string[]>;
  removed: GuardReport;
}

export interface GuardOptions {
  /** Append the sentence that says a passage could not be verified (off for a piece of a stream). */
  note?: boolean;
  /**
   * The grounded composer's own prose mentions words in quotation marks — a definition's example ("What is
   * it?"), a title he gave a question, a saying the plain answer names ("there is no God"). It quotes him
   * only with a source marker [n] or a reference bound to the quotation, so with this on only those spans
   * are held to his text. Never for a model's reply, which must not put words in his mouth at all.
   */
  mentions?: boolean;
}

const OBJECTION_LABEL =
  /\bobjections?\b|\bobjector\b|\bit seems\b|\bsome (?:might |may |would |will )?(?:say|argue|hold|object|think)|\bview I (?:answer|reject|set aside)|\bopposing view\b|\bagainst (?:my|this) view\b/i;
const CLAIMS_AS_OWN =
  /\b(?:I (?:hold|teach|maintain|believe|affirm)|my (?:own )?(?:view|answer|position|teaching))\b/i;
export const OBJECTION_NOTE = " (an objection I answer, not my own view)";
// Italics after these words are a question put to the learner or the name of a chapter, not his words.
const ITALIC_NOT_QUOTED =
  /\b(?:ask(?:s|ed)?(?:\s+(?:me|you|him|her|them))?|chapter|article|question|titled|entitled)\s*:?\s*$/i;
const LEAD = /^(\s*(?:>\s?|[-+]\s+|\*\s+|\d+\.\s+|#{1,6}\s+)?)/;

type Verdict = { ok: true; source: SourceText | null } | { ok: false; reason: keyof GuardReport };

const bare = (text: string) =>
  normaliseForMatch(text)
    .replace(/[.?!]+$/, "")
    .toLowerCase();

/**
 * Checks a reply against the passages it was given. Every span shown as his words (quotes of any style,
 * italics, block quotes) must be verbatim in the passage it cites, or in a supplied passage; every reference
 * must name a supplied passage or a part of a work that exists; Latin may only be quoted from the Latin rows;
 * an objection is never his own view. The sentence that carries a failure is removed whole, and the reply
 * says that a passage could not be verified. Markers become references.
 */
export function guardReply(text: string, sources: SourceText[], options: GuardOptions = {}): GuardedText {
  const byNumber = new Map(sources.map((s) => [s.number, s]));
  const used = new Map<number, string[]>();
  const removed: GuardReport = {
    citations: 0,
    quotations: 0,
    references: 0,
    latin: 0,
    objections: 0,
    sentences: 0,
  };
  const record = (n: number, quote?: string) => {
    const list = used.get(n) ?? [];
    if (quote && !list.includes(quote)) list.push(quote);
    used.set(n, list);
  };
  const titles = new Set(sources.map((s) => bare(s.title)));
  // A title that holds quotation marks of its own ("That the aforesaid Assistance is called ‘Grace,’…") is named,
  // not quoted: the marks inside it are the translator's.
  const markedTitles = [...new Set(sources.map((s) => s.title))].filter((t) => /[‘’“”"]/.test(t));
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const lead = LEAD.exec(line)?.[1] ?? "";
    const named = titleRanges(line, markedTitles);
    const spans = findQuotes(line).filter(
      (s) =>
        !(s.kind === "italic" && ITALIC_NOT_QUOTED.test(line.slice(0, s.start))) &&
        !named.some(([from, to]) => s.start >= from && s.end <= to),
    );
    const ranges = sentenceRanges(line, spans, lead.length);
    const inSentence = (at: number) => ranges.findIndex(([f, t]) => at >= f && at < t);
    const failed = new Set<number>();
    const fail = (at: number, reason: keyof GuardReport) => {
      removed[reason] += 1;
      failed.add(Math.max(0, inSentence(at)));
    };
    const inserts: { at: number; text: string }[] = [];
    const verified: { span: QuoteSpan; source: SourceText }[] = [];
    const context = `${lines[i - 1] ?? ""} ${lines[i - 2] ?? ""}`;
    for (const span of spans) {
      const [from] = ranges[Math.max(0, inSentence(span.start))] ?? [0];
      if (options.mentions && !claimsASource(span, line, from)) continue;
      const verdict = checkSpan(span, line, from, sources, byNumber, titles);
      if (!verdict.ok) {
        fail(span.start, verdict.reason);
        continue;
      }
      if (!verdict.source) continue;
      const source = verdict.source;
      if (span.numbers.length === 0) inserts.push({ at: span.end, text: ` [${source.number}]` });
      if (source.sectionKind === "objection") {
        const before = line.slice(from, span.start);
        if (CLAIMS_AS_OWN.test(before)) {
          fail(span.start, "objections");
          continue;
        }
        const labelled =
          OBJECTION_LABEL.test(`${context} ${line.slice(0, span.start)}`) ||
          OBJECTION_LABEL.test(span.inner.slice(0, 40));
        if (!labelled) inserts.push({ at: span.markerEnd, text: OBJECTION_NOTE });
      }
      verified.push({ span, source });
    }
    // References outside the quotations, and Latin in the reply's own words.
    const outside = (from: number, to: number) => blankSpans(line, spans).slice(from, to);
    for (const ref of referencesIn(blankSpans(line, spans))) {
      if (!referenceAllowed(ref.ref, sources)) fail(ref.start, "references");
    }
    ranges.forEach(([from, to], index) => {
      if (!failed.has(index) && looksLatin(outside(from, to))) {
        removed.latin += 1;
        failed.add(index);
      }
    });
    removed.sentences += failed.size;
    for (const { span, source } of verified)
      if (!failed.has(inSentence(span.start))) record(source.number, span.inner.trim());
    // Rebuild the line from the sentences that passed, with the labels and markers they gained.
    const kept = ranges
      .map(([from, to], index) => ({ from, to, index }))
      .filter(({ index }) => !failed.has(index));
    let body = kept.map(({ from, to }) => withInserts(line, from, to, inserts).trim()).join(" ");
    body = mapOutsideQuotes(body, (segment) =>
      segment
        .replace(MARKER, (_m, list: string) => {
          const numbers = parseNumbers(list);
          const known = numbers.filter((n) => byNumber.has(n));
          removed.citations += numbers.length - known.length;
          for (const n of known) if (!used.has(n)) record(n);
          return known.length > 0 ? `[${known.join(", ")}]` : "";
        })
        .replace(/ +([.,;:!?])/g, "$1"),
    );
    body = body.replace(/[ \t]+$/g, "").replace(/ {2,}/g, " ");
    if (failed.size > 0 && !/[\p{L}\d]/u.test(body)) continue;
    const rebuilt = failed.size > 0 || body !== line.slice(lead.length).trim() ? lead + body : line;
    out.push(rebuilt.replace(/[ \t]+$/g, ""));
  }
  let result = out
    .map((line) => mapOutsideQuotes(line, (segment) => markersToReferences(segment, byNumber)))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (options.note !== false && removed.sentences > 0)
    result = result ? `${result}\n\n${unverifiedNote(removed.sentences)}` : unverifiedNote(removed.sentences);
  return { text: result, used, removed };
}

/** Whether a quotation says where it is from: a source marker, or a reference right after it or before it in its sentence. */
function claimsASource(span: QuoteSpan, line: string, sentenceStart: number): boolean {
  if (span.numbers.length > 0) return true;
  const after = /^\s*\(([^()]*)\)/.exec(line.slice(span.markerEnd))?.[1] ?? "";
  return referencesIn(after).length > 0 || referencesIn(line.slice(sentenceStart, span.start)).length > 0;
}

function checkSpan(
  span: QuoteSpan,
  line: string,
  sentenceStart: number,
  sources: SourceText[],
  byNumber: Map<number, SourceText>,
  titles: Set<string>,
): Verdict {
  const cited = span.numbers.filter((n) => byNumber.has(n));
  let candidates = cited.length > 0 ? cited.map((n) => byNumber.get(n)!) : sources;
  if (cited.length === 0) {
    // A reference bound to the quotation (in brackets right after it, or earlier in its sentence) says
    // which passage it must come from: a real quotation given the wrong article fails.
    const after = /^\s*\(([^()]*)\)/.exec(line.slice(span.markerEnd))?.[1] ?? "";
    const bound = referencesIn(after).length > 0 ? after : line.slice(sentenceStart, span.start);
    const named = referencesIn(bound).flatMap((r) => sourcesNamed(r.ref, sources));
    if (named.length > 0) candidates = named;
  }
  const match = candidates.find((s) => occursInPassage(span.inner, s));
  if (match) return { ok: true, source: match };
  if (cited.length === 0 && titles.has(bare(span.inner))) return { ok: true, source: null };
  return { ok: false, reason: looksLatin(span.inner) ? "latin" : "quotations" };
}

/** Where in a line each of these titles stands, as [start, end) ranges. */
function titleRanges(line: string, titles: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const title of titles)
    for (let at = line.indexOf(title); at >= 0; at = line.indexOf(title, at + title.length))
      ranges.push([at, at + title.length]);
  return ranges;
}

/** The line with each quotation's inside blanked, so that what it says is not read as the reply's own. */
function blankSpans(line: string, spans: QuoteSpan[]): string {
  const out = line.split("");
  for (const s of spans) for (let i = s.start; i < s.end; i++) out[i] = " ";
  return out.join("");
}

function withInserts(
  line: string,
  from: number,
  to: number,
  inserts: { at: number; text: string }[],
): string {
  let text = "";
  let at = from;
  for (const ins of [...inserts].filter((x) => x.at >= from && x.at <= to).sort((a, b) => a.at - b.at)) {
    text += line.slice(at, ins.at) + ins.text;
    at = ins.at;
  }
  return text + line.slice(at, to);
}

function mapOutsideQuotes(line: string, fn: (segment: string) => string): string {
  let result = "";
  let at = 0;
  for (const span of findQuotes(line).filter((s) => s.kind !== "block")) {
    result += fn(line.slice(at, span.start)) + line.slice(span.start, span.end);
    at = span.end;
  }
  return result + fn(line.slice(at));
}

function markersToReferences(text: string, byNumber: Map<number, SourceText>): string {
  return text.replace(MARKER, (_m, list: string) => {
    const refs = parseNumbers(list)
      .map((n) => byNumber.get(n)?.reference)
      .filter(Boolean);
    return refs.length > 0 ? `(${refs.join("; ")})` : "";
  });
}
