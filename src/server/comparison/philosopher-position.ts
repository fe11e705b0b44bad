import { sql } from "drizzle-orm";
import {
  COMPARISON_PHILOSOPHERS,
  type ComparisonPhilosopherKey,
} from "../../common/comparison/philosophers.js";
import type { Citation } from "../../common/knowledge-base/citation.js";
import { occursVerbatim } from "../answers/guard/normalise.js";
import type { Db } from "../db/client.js";
import type { CataloguePosition } from "./catalogue/schema.js";

export interface PhilosopherPart {
  text: string;
  citations: Citation[];
  /** Whether any of his own words could be quoted from the knowledge base. */
  quoted: boolean;
  /** The passages of his that were quoted, as the knowledge base holds them: what a model may quote. */
  passages: HisPassage[];
}

export interface HisPassage {
  id: string;
  reference: string;
  work: string;
  section: string;
  sectionKind: string;
  content: string;
}

interface PassageRow extends Record<string, unknown> {
  id: string;
  reference: string;
  work: string;
  section: string;
  section_kind: string;
  content: string;
}

/** The passages with these exact references (English rows), by reference. */
async function passagesByReference(db: Db, references: string[]): Promise<Map<string, PassageRow>> {
  if (references.length === 0) return new Map();
  const result = await db.execute<PassageRow>(sql`
    select id, reference, work, section, section_kind, content from knowledge_base
    where language = 'en' and reference in (${sql.join(
      references.map((r) => sql`${r}`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((row) => [row.reference, row]));
}

/**
 * His view in our words, always labelled a summary with the places he says it; then his own words, each
 * re-read from the knowledge base and kept only if it is there verbatim under the reference given.
 */
export async function philosopherPart(
  db: Db,
  key: ComparisonPhilosopherKey,
  position: CataloguePosition,
  note: string | null,
  onTopic: { quote: string; citation: Citation } | null = null,
): Promise<PhilosopherPart> {
  const name = COMPARISON_PHILOSOPHERS[key].name;
  const passages = await passagesByReference(
    db,
    position.quotes.map((q) => q.reference),
  );
  const lines: string[] = [];
  if (note) lines.push(note);
  lines.push(
    `Summary (our words, not a quotation): ${position.summary} (see ${position.references.join("; ")})`,
  );
  const citations: Citation[] = [];
  const his: HisPassage[] = [];
  for (const quote of position.quotes) {
    const passage = passages.get(quote.reference);
    if (!passage || !occursVerbatim(quote.text, passage.content)) continue;
    if (!his.some((h) => h.id === passage.id))
      his.push({
        id: passage.id,
        reference: passage.reference,
        work: passage.work,
        section: passage.section,
        sectionKind: passage.section_kind,
        content: passage.content,
      });
    lines.push(`In his own words: “${quote.text}” (${passage.reference})`);
    citations.push({
      work: passage.work,
      section: passage.section,
      reference: passage.reference,
      relevantText: quote.text,
      language: "en",
      translations: [],
      passageId: passage.id,
      sectionKind: passage.section_kind,
    });
  }
  if (onTopic) {
    lines.push(
      `A passage of his that the knowledge base finds on your topic: “${onTopic.quote}” (${onTopic.citation.reference})`,
    );
    citations.push(onTopic.citation);
  }
  if (citations.length === 0) {
    lines.push(
      `The knowledge base holds none of ${name}'s own words on this, so the above is a summary only.`,
    );
  }
  return { text: lines.join("\n"), citations, quoted: citations.length > 0, passages: his };
}
