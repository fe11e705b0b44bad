import type { Citation } from "@common/knowledge-base/citation";
import { type InlinePiece, parseInline, parseReply } from "./reply-blocks";
import { isObjection } from "./sources";

type Cited = Pick<Citation, "reference" | "work" | "section" | "sectionKind">;

function inlineText(text: string, citations: readonly Cited[]): string {
  return parseInline(
    text,
    citations.map((c) => c.reference),
  )
    .map((piece: InlinePiece) => {
      switch (piece.kind) {
        case "cite": {
          const c = citations[piece.index];
          return c ? `(${c.reference})` : "";
        }
        case "ref":
          return piece.reference;
        default:
          return piece.text;
      }
    })
    .join("")
    .replace(/\*\*|__/g, "")
    .replace(/\s+([,.;:])/g, "$1");
}

const OPEN_QUOTES = /^["“‘«]/;

/** A quotation in quotation marks, the reference it carries after it. */
function quotationText(text: string, citations: readonly Cited[]): string {
  const plain = inlineText(text, citations).trim();
  const source = /\s*\(([^()]+)\)\s*[.]?$/.exec(plain);
  const carried = source?.[1] && citations.some((c) => c.reference === source[1]) ? source : null;
  const words = (carried ? plain.slice(0, carried.index) : plain).trim();
  const quoted = OPEN_QUOTES.test(words) ? words : `“${words}”`;
  return carried ? `${quoted} (${carried[1]})` : quoted;
}

/** A reply as plain text a teacher can paste: no Markdown marks, quotations quoted, references after them. */
export function replyPlainText(content: string, citations: readonly Cited[]): string {
  const lines: string[] = [];
  for (const block of parseReply(content)) {
    switch (block.kind) {
      case "heading":
        lines.push(inlineText(block.text, citations).trim().toUpperCase());
        break;
      case "quote":
        lines.push(quotationText(block.text, citations));
        break;
      case "bullets":
        lines.push(block.items.map((item) => `• ${inlineText(item, citations).trim()}`).join("\n"));
        break;
      case "numbered":
        lines.push(
          block.items.map((item, i) => `${i + 1}. ${inlineText(item, citations).trim()}`).join("\n"),
        );
        break;
      default:
        lines.push(inlineText(block.text, citations).trim());
    }
  }
  return lines.join("\n\n");
}

/** One bibliography line: reference, work and section; an objection said to be the view he answers. */
export function bibliographyLine(c: Cited): string {
  const objection = isObjection(c) ? " (an objection: the view Aquinas answers, not his own)" : "";
  return `${c.reference} — ${c.work}, ${c.section}${objection}`;
}

/** What Copy Message puts on the clipboard: the reply as plain text, then the sources it cites. */
export function replyCopyText(content: string, citations: readonly Cited[]): string {
  const body = replyPlainText(content, citations);
  const distinct = [...new Map(citations.map((c) => [c.reference, c])).values()];
  if (distinct.length === 0) return body;
  const sources = distinct.map((c, i) => `${i + 1}. ${bibliographyLine(c)}`);
  return [body, "", "Sources:", ...sources].join("\n");
}
