/**
 * The materials' markdown-like format read into plain data: headings (#, ##, ###), paragraphs, bullets,
 * numbered items, quotes (>), key-insight lines (*** text), rules and pipe tables; inline **bold** and
 * *italics*. Nothing is ever read as HTML: the renderers turn these blocks into elements or escaped text.
 */
export interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; spans: Span[] }
  | { kind: "paragraph"; lines: Span[][] }
  | { kind: "bullets"; items: Span[][] }
  | { kind: "numbered"; start: number; items: Span[][] }
  | { kind: "quote"; lines: Span[][] }
  | { kind: "insight"; spans: Span[] }
  | { kind: "rule" }
  | { kind: "table"; head: Span[][]; rows: Span[][][] };

/** Inline emphasis: **bold** and *italic*; an unmatched star stays as it is. */
export function parseInline(text: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(?!\s)(.+?)(?<!\s)\*/g;
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) spans.push({ text: text.slice(at, m.index) });
    if (m[1] !== undefined) spans.push({ text: m[1], bold: true });
    else spans.push({ text: m[2] ?? "", italic: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) spans.push({ text: text.slice(at) });
  return spans;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => parseInline(c.trim()));

type LineKind = Block["kind"] | "blank";

function kindOf(line: string): LineKind {
  const t = line.trim();
  if (!t) return "blank";
  if (/^#{1,3}\s/.test(t)) return "heading";
  if (/^(?:\*\*\*|---)$/.test(t)) return "rule";
  if (/^\*\*\*\s*\S/.test(t) && !/^\*\*\*[^*]+\*\*\*$/.test(t)) return "insight";
  if (/^>/.test(t)) return "quote";
  if (/^[-*•]\s/.test(t)) return "bullets";
  if (/^\d+[.)]\s/.test(t)) return "numbered";
  if (/^\|.*\|$/.test(t)) return "table";
  return "paragraph";
}

export function parseMaterial(content: string): Block[] {
  const blocks: Block[] = [];
  const lines = content.replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const kind = kindOf(line);
    const t = line.trim();
    if (kind === "blank") {
      i++;
      continue;
    }
    if (kind === "heading") {
      const hashes = /^(#{1,3})\s+/.exec(t)?.[1]?.length ?? 1;
      blocks.push({
        kind: "heading",
        level: hashes as 1 | 2 | 3,
        spans: parseInline(t.replace(/^#{1,3}\s+/, "")),
      });
      i++;
      continue;
    }
    if (kind === "rule") {
      blocks.push({ kind: "rule" });
      i++;
      continue;
    }
    if (kind === "insight") {
      blocks.push({ kind: "insight", spans: parseInline(t.replace(/^\*\*\*\s*/, "")) });
      i++;
      continue;
    }
    // Runs of the same kind of line make one block.
    const run: string[] = [];
    while (i < lines.length && kindOf(lines[i] ?? "") === kind) run.push((lines[i++] ?? "").trim());
    if (kind === "quote")
      blocks.push({ kind: "quote", lines: run.map((l) => parseInline(l.replace(/^>\s?/, ""))) });
    else if (kind === "bullets")
      blocks.push({ kind: "bullets", items: run.map((l) => parseInline(l.replace(/^[-*•]\s+/, ""))) });
    else if (kind === "numbered")
      blocks.push({
        kind: "numbered",
        start: Number(/^(\d+)/.exec(run[0] ?? "")?.[1] ?? 1),
        items: run.map((l) => parseInline(l.replace(/^\d+[.)]\s+/, ""))),
      });
    else if (kind === "table") {
      const rows = run.filter((l) => !/^\|[\s|:-]+\|$/.test(l)).map(cells);
      blocks.push({ kind: "table", head: rows[0] ?? [], rows: rows.slice(1) });
    } else blocks.push({ kind: "paragraph", lines: run.map(parseInline) });
  }
  return blocks;
}

const plainText = (spans: Span[]) =>
  spans
    .map((s) => s.text)
    .join("")
    .trim();

/** The blocks without a leading top heading that repeats the title shown above them. */
export function withoutTitle(blocks: Block[], title: string | undefined): Block[] {
  const [first, ...rest] = blocks;
  if (title && first?.kind === "heading" && first.level === 1 && plainText(first.spans) === title.trim())
    return rest;
  return blocks;
}
