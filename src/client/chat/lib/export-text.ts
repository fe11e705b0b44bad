import type { Conversation, Message } from "@common/conversations/contract";
import type { Citation } from "@common/knowledge-base/citation";
import { bibliographyLine, replyPlainText } from "./plain-text";
import { isObjection } from "./sources";

export const EXCERPT_MAX_CHARS = 200;
const RULE = "=".repeat(60);
const THIN_RULE = "-".repeat(60);

/** YYYY-MM-DD in the reader's own calendar day. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A title safe in any file system: letters, digits, dashes and underscores only. */
export function sanitiseTitle(title: string): string {
  const cleaned = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 80)
    .replace(/_+$/, "");
  return cleaned || "conversation";
}

export function exportFileName(title: string, date: Date, extension: "txt" | "md" = "txt"): string {
  return `${sanitiseTitle(title)}_${isoDay(date)}.${extension}`;
}

/** An excerpt cut to 200 characters, with an ellipsis when something was cut. */
export function excerpt(text: string, max = EXCERPT_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max).trimEnd()}…`;
}

function sourceLine(c: Citation, index: number): string {
  const kind = isObjection(c) ? " [objection — the view Aquinas answers]" : "";
  return `  ${index + 1}. ${c.reference} (${c.work}, ${c.section})${kind}\n     "${excerpt(c.relevantText)}"`;
}

/** Every distinct reference once, in order of first citation. */
export function bibliography(messages: readonly Pick<Message, "citations">[]): Citation[] {
  const byReference = new Map<string, Citation>();
  for (const m of messages) {
    for (const c of m.citations ?? []) if (!byReference.has(c.reference)) byReference.set(c.reference, c);
  }
  return [...byReference.values()];
}

export interface ExportInput {
  conversation: Pick<Conversation, "title" | "createdAt">;
  messages: readonly Pick<Message, "role" | "content" | "createdAt" | "citations">[];
  exportedAt: Date;
}

/** The plain-text export (§9): the conversation, each reply's sources, and a deduplicated bibliography. */
export function buildExportText({ conversation, messages, exportedAt }: ExportInput): string {
  const out: string[] = [
    RULE,
    conversation.title,
    RULE,
    `A conversation with Saint Thomas Aquinas — Angelicus`,
    `Started: ${new Date(conversation.createdAt).toLocaleString()}`,
    `Exported: ${exportedAt.toLocaleString()}`,
    `Messages: ${messages.length}`,
    "",
    "CONVERSATION",
    THIN_RULE,
  ];
  for (const m of messages) {
    const speaker = m.role === "user" ? "You" : "Saint Thomas Aquinas";
    const text = m.role === "user" ? m.content.trim() : replyPlainText(m.content, m.citations ?? []);
    out.push("", `[${speaker}] ${new Date(m.createdAt).toLocaleString()}`, text);
    const cited = m.citations ?? [];
    if (cited.length > 0) {
      out.push("", "Sources:");
      cited.forEach((c, i) => {
        out.push(sourceLine(c, i));
      });
    }
  }
  const books = bibliography(messages);
  out.push("", "", "BIBLIOGRAPHY", THIN_RULE);
  if (books.length === 0) out.push("No sources were cited in this conversation.");
  books.forEach((c, i) => {
    out.push(`${i + 1}. ${c.work}. ${c.section}. ${c.reference}.`);
  });
  out.push("");
  return out.join("\n");
}

/** A reply's own headings sit under the speaker's heading (##), so they become ### at most. */
function demoteHeadings(content: string): string {
  return content.replace(/^#{1,6}\s*/gm, "### ");
}

/** The Markdown export: the same conversation, sources and bibliography, for those who want the marks. */
export function buildExportMarkdown({ conversation, messages, exportedAt }: ExportInput): string {
  const out: string[] = [
    `# ${conversation.title}`,
    "",
    "*A conversation with Saint Thomas Aquinas — Angelicus*",
    "",
    `Started: ${new Date(conversation.createdAt).toLocaleString()}  `,
    `Exported: ${exportedAt.toLocaleString()}  `,
    `Messages: ${messages.length}`,
  ];
  for (const m of messages) {
    const speaker = m.role === "user" ? "You" : "Saint Thomas Aquinas";
    out.push("", `## ${speaker} — ${new Date(m.createdAt).toLocaleString()}`, "");
    out.push(m.role === "user" ? m.content.trim() : demoteHeadings(m.content.trim()));
    const cited = m.citations ?? [];
    if (cited.length > 0) {
      out.push("", "**Sources**", "");
      cited.forEach((c, i) => {
        const kind = isObjection(c) ? " *(objection — the view Aquinas answers)*" : "";
        out.push(
          `${i + 1}. **${c.reference}** (${c.work}, ${c.section})${kind}: “${excerpt(c.relevantText)}”`,
        );
      });
    }
  }
  const books = bibliography(messages);
  out.push("", "## Bibliography", "");
  if (books.length === 0) out.push("No sources were cited in this conversation.");
  books.forEach((c, i) => {
    out.push(`${i + 1}. ${bibliographyLine(c)}`);
  });
  out.push("");
  return out.join("\n");
}
