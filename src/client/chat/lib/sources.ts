import type { Message } from "@common/conversations/contract";
import type { Citation } from "@common/knowledge-base/citation";

export type SourceStatus = "Active" | "Referenced";

/** Cited two or more times: "Active"; otherwise "Referenced" (§9). */
export function sourceStatus(timesCited: number): SourceStatus {
  return timesCited >= 2 ? "Active" : "Referenced";
}

export interface SourceEntry {
  citation: Citation;
  timesCited: number;
}

export interface SourceSection {
  section: string;
  entries: SourceEntry[];
}

export interface SourceGroup {
  work: string;
  sections: SourceSection[];
}

/** Every citation of the conversation, in order of first appearance. */
export function allCitations(messages: readonly Pick<Message, "citations">[]): Citation[] {
  return messages.flatMap((m) => m.citations ?? []);
}

/** Distinct sources grouped by work, then section, each with how often it was cited. */
export function groupSources(messages: readonly Pick<Message, "citations">[]): SourceGroup[] {
  const groups = new Map<string, Map<string, Map<string, SourceEntry>>>();
  for (const citation of allCitations(messages)) {
    const sections = groups.get(citation.work) ?? new Map<string, Map<string, SourceEntry>>();
    groups.set(citation.work, sections);
    const entries = sections.get(citation.section) ?? new Map<string, SourceEntry>();
    sections.set(citation.section, entries);
    const existing = entries.get(citation.reference);
    if (existing) existing.timesCited += 1;
    else entries.set(citation.reference, { citation, timesCited: 1 });
  }
  return [...groups].map(([work, sections]) => ({
    work,
    sections: [...sections].map(([section, entries]) => ({ section, entries: [...entries.values()] })),
  }));
}

/** The number of distinct references cited, shown on the mobile badge. */
export function distinctSourceCount(messages: readonly Pick<Message, "citations">[]): number {
  return new Set(allCitations(messages).map((c) => c.reference)).size;
}

/** The words a reader needs to know what kind of passage this is; objections are marked as such. */
export function sectionKindLabel(kind: string | undefined): string | null {
  switch (kind) {
    case "objection":
      return "Objection — the view Aquinas answers";
    case "sed_contra":
      return "On the contrary";
    case "respondeo":
      return "I answer that";
    case "reply":
      return "Reply to an objection";
    case "prologue":
      return "Prologue";
    case "chapter":
      return "Chapter";
    case "paragraph":
      return "Paragraph";
    case "verse":
      return "Scripture";
    case "note":
      return "Translator's note";
    default:
      return null;
  }
}

export function isObjection(citation: Pick<Citation, "sectionKind">): boolean {
  return citation.sectionKind === "objection";
}

/** The Latin text carried with a citation, when the reply included it. */
export function latinOf(
  citation: Pick<Citation, "language" | "relevantText" | "translations">,
): string | null {
  if (citation.language === "la") return citation.relevantText;
  return citation.translations.find((t) => t.language === "la")?.text ?? null;
}

/** A plain citation list for sharing: one numbered line per distinct reference. */
export function citationListText(title: string, messages: readonly Pick<Message, "citations">[]): string {
  const seen = new Map<string, Citation>();
  for (const c of allCitations(messages)) if (!seen.has(c.reference)) seen.set(c.reference, c);
  const lines = [...seen.values()].map((c, i) => {
    const label = isObjection(c) ? " (objection — the view Aquinas answers)" : "";
    return `${i + 1}. ${c.work}, ${c.reference}${label}`;
  });
  return [`Sources cited in "${title}" — Angelicus`, "", ...lines].join("\n");
}
