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
  | { kind: "ref"; reference: string };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function parseInline(text: string, references: readonly string[] = []): InlinePiece[] {
  const refs = [...new Set(references)].filter(Boolean).sort((a, b) => b.length - a.length);
  const refPattern = refs.length > 0 ? `|(${refs.map(escapeRegExp).join("|")})` : "";
  const pattern = new RegExp(`\\*\\*(.+?)\\*\\*|\\*([^*\\s][^*]*?)\\*|\\[(\\d{1,3})\\]${refPattern}`, "g");
  const pieces: InlinePiece[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ kind: "text", text: text.slice(at, match.index) });
    if (match[1] !== undefined) pieces.push({ kind: "bold", text: match[1] });
    else if (match[2] !== undefined) pieces.push({ kind: "italic", text: match[2] });
    else if (match[3] !== undefined) pieces.push({ kind: "cite", index: Number(match[3]) - 1 });
    else if (match[4] !== undefined) pieces.push({ kind: "ref", reference: match[4] });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ kind: "text", text: text.slice(at) });
  return pieces;
}
