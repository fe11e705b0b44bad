import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import { withoutTranslatorNotes } from "../../../common/knowledge-base/title-notes.js";
import type { ExplainedTerm } from "./glossary.js";

/** The pieces of a composed reply before a style turns them into text. */
export type Block =
  | { kind: "heading"; text: string }
  | { kind: "text"; text: string }
  | { kind: "quote"; text: string; source: number }
  | { kind: "steps"; items: { text: string; source: number }[] }
  | { kind: "terms"; items: ExplainedTerm[] };

/**
 * One quotation on one line: the translators' bracketed notes are theirs, not his, and never quoted as his words;
 * a passage of two paragraphs (a reply quoted whole) runs on, so the quotation is not broken out of its block.
 */
export const quoteLine = (text: string, source: number) =>
  `“${withoutTranslatorNotes(text).replace(/\s*\n\s*/g, " ")}” [${source}]`;

function termName(t: ExplainedTerm): string {
  const name = t.term.charAt(0).toUpperCase() + t.term.slice(1);
  return t.latin ? `${name} (Latin: ${t.latin})` : name;
}

/** Educational: headings and lists. Balanced: bold labels and lists. Conversational: flowing prose. */
export function renderBlocks(blocks: Block[], style: ResponseStyle): string {
  const out: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case "heading":
        if (style === "educational") out.push(`## ${block.text}`);
        else if (style === "balanced") out.push(`**${block.text}**`);
        break;
      case "text":
        out.push(block.text);
        break;
      case "quote":
        out.push(`> ${quoteLine(block.text, block.source)}`);
        break;
      case "steps":
        out.push(
          block.items
            .map((item, i) =>
              style === "educational"
                ? `${i + 1}. ${quoteLine(item.text, item.source)}`
                : `> ${quoteLine(item.text, item.source)}`,
            )
            .join("\n"),
        );
        break;
      case "terms":
        if (style === "conversational") {
          out.push(
            block.items
              .map(
                (t) =>
                  `When I speak of ${t.latin ? `${t.term} (${t.latin})` : t.term}, I mean this: ${t.definition}`,
              )
              .join("\n\n"),
          );
        } else {
          out.push(block.items.map((t) => `- **${termName(t)}**: ${t.definition}`).join("\n"));
        }
        break;
    }
  }
  return out.join("\n\n");
}

/** The text that is the composer's own (not quotation, not headings): what readability is measured on. */
export function explanatoryText(blocks: Block[]): string {
  return blocks
    .flatMap((b) => {
      if (b.kind === "text") return [b.text];
      if (b.kind === "terms") return b.items.map((t) => t.definition);
      return [];
    })
    .join("\n\n");
}
