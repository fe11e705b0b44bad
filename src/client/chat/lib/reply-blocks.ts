import { placeOf } from "@common/reader/places";
import {
  type CrossReference,
  type CrossReferenceContext,
  findCrossReferences,
} from "@common/references/cross-references";
import { formatReference } from "@common/references/format";

/** A reply's text split into the blocks the screen sets differently (§2: paragraphs split by line). */
export type ReplyBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "quote"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "numbered"; items: string[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseReply(content: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    const last = blocks.at(-1);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (line.startsWith("#")) blocks.push({ kind: "heading", text: line.replace(/^#+\s*/, "") });
    else if (line.startsWith(">")) blocks.push({ kind: "quote", text: line.replace(/^>\s?/, "") });
    else if (bullet?.[1] !== undefined) {
      if (last?.kind === "bullets") last.items.push(bullet[1]);
      else blocks.push({ kind: "bullets", items: [bullet[1]] });
    } else if (numbered?.[1] !== undefined) {
      if (last?.kind === "numbered") last.items.push(numbered[1]);
      else blocks.push({ kind: "numbered", items: [numbered[1]] });
    } else blocks.push({ kind: "paragraph", text: line.trim() });
  }
  return blocks;
}

/**
 * Inline pieces: plain text, **bold**, *italic*, [n] markers pointing at the reply's n-th citation, and
 * references written out in the text that name one of the reply's citations.
 */
export type InlinePiece =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "italic"; text: string }
  | { kind: "cite"; index: number }
  | { kind: "ref"; reference: string }
  /** One of his own cross-references, as written; `href` the reader's page of the article it names. */
  | { kind: "xref"; text: string; href: string | null; reference: string | null };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function xrefPiece(x: CrossReference): InlinePiece {
  const place = x.ref ? placeOf(x.ref) : null;
  return {
    kind: "xref",
    text: x.text,
    href: place ? `/read/${place}` : null,
    reference: x.ref ? formatReference(x.ref) : null,
  };
}

/**
 * `context` is the part and question of the passage the text quotes, against which his own
 * cross-references ("(Question [91], Article [3])") are read; their bracketed numbers are never markers.
 */
export function parseInline(
  text: string,
  references: readonly string[] = [],
  context: CrossReferenceContext | null = null,
): InlinePiece[] {
  const refs = [...new Set(references)].filter(Boolean).sort((a, b) => b.length - a.length);
  const refPattern = refs.length > 0 ? `|(${refs.map(escapeRegExp).join("|")})` : "";
  const pattern = new RegExp(`\\*\\*(.+?)\\*\\*|\\*([^*\\s][^*]*?)\\*|\\[(\\d{1,3})\\]${refPattern}`, "g");
  const xrefs = findCrossReferences(text, context);
  const inXref = (at: number) => xrefs.some((x) => at >= x.start && at < x.end);
  const pieces: InlinePiece[] = [];
  const pushText = (from: number, to: number) => {
    let at = from;
    for (const x of xrefs) {
      if (x.start < at || x.end > to) continue;
      if (x.start > at) pieces.push({ kind: "text", text: text.slice(at, x.start) });
      pieces.push(xrefPiece(x));
      at = x.end;
    }
    if (to > at) pieces.push({ kind: "text", text: text.slice(at, to) });
  };
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (inXref(match.index)) continue;
    if (match.index > at) pushText(at, match.index);
    if (match[1] !== undefined) pieces.push({ kind: "bold", text: match[1] });
    else if (match[2] !== undefined) pieces.push({ kind: "italic", text: match[2] });
    else if (match[3] !== undefined) pieces.push({ kind: "cite", index: Number(match[3]) - 1 });
    else if (match[4] !== undefined) pieces.push({ kind: "ref", reference: match[4] });
    at = match.index + match[0].length;
  }
  if (at < text.length) pushText(at, text.length);
  return pieces;
}
