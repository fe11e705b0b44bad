/** The markdown-like lines a material is written in, as blocks the panel and the print page both draw. */
export type MaterialBlock =
  | { kind: "h1" | "h2" | "p" | "insight" | "quote"; text: string }
  | { kind: "ul" | "ol"; items: string[] };

export function materialBlocks(content: string): MaterialBlock[] {
  const blocks: MaterialBlock[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ kind: "p", text: para.join(" ") });
    para = [];
  };
  const list = (kind: "ul" | "ol", item: string) => {
    const last = blocks.at(-1);
    if (last && last.kind === kind) last.items.push(item);
    else blocks.push({ kind, items: [item] });
  };
  for (const raw of content.split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: (heading[1] as string).length === 1 ? "h1" : "h2", text: heading[2] as string });
    } else if (line.startsWith("***")) {
      flush();
      blocks.push({ kind: "insight", text: line.replace(/^\*{3}\s*/, "") });
    } else if (line.startsWith("> ")) {
      flush();
      blocks.push({ kind: "quote", text: line.slice(2) });
    } else if (/^[-*]\s+/.test(line)) {
      flush();
      list("ul", line.replace(/^[-*]\s+/, ""));
    } else if (/^\d+\.\s+/.test(line)) {
      flush();
      list("ol", line.replace(/^\d+\.\s+/, ""));
    } else para.push(line);
  }
  flush();
  return blocks;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** **bold** and *italic* as HTML, the rest escaped. */
export function inlineHtml(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>");
}

export function blocksHtml(blocks: MaterialBlock[]): string {
  return blocks
    .map((b) => {
      if ("items" in b)
        return `<${b.kind}>${b.items.map((i) => `<li>${inlineHtml(i)}</li>`).join("")}</${b.kind}>`;
      if (b.kind === "insight") return `<p class="insight">${inlineHtml(b.text)}</p>`;
      if (b.kind === "quote") return `<blockquote>${inlineHtml(b.text)}</blockquote>`;
      return `<${b.kind}>${inlineHtml(b.text)}</${b.kind}>`;
    })
    .join("\n");
}

export { escapeHtml };
