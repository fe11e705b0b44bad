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

/** Inline pieces: plain text, **bold**, and [n] markers pointing at the reply's n-th citation. */
export type InlinePiece =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "cite"; index: number };

export function parseInline(text: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(\d{1,3})\]/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ kind: "text", text: text.slice(at, match.index) });
    if (match[1] !== undefined) pieces.push({ kind: "bold", text: match[1] });
    else pieces.push({ kind: "cite", index: Number(match[2]) - 1 });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ kind: "text", text: text.slice(at) });
  return pieces;
}
