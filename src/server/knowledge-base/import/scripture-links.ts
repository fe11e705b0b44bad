import type pg from "pg";
import { formatReference } from "../../../common/references/index.js";
import { verseKey } from "./bible.js";
import type { PassageCitations } from "./types.js";
import type { ScriptureLinkRow } from "./writer.js";

/** English verse rows of the Bible source by "code chapter verse". */
export async function loadVerseIndex(pool: pg.Pool): Promise<Map<string, string>> {
  const result = await pool.query<{ id: string; book: string; chapter: number; verse: number }>(
    `select id, location->>'book' as book, (location->>'chapter')::int as chapter, (location->>'verse')::int as verse
     from knowledge_base where source = 'bible' and language = 'en'`,
  );
  return new Map(result.rows.map((r) => [verseKey(r.book, r.chapter, r.verse), r.id]));
}

export interface ResolvedLinks {
  links: ScriptureLinkRow[];
  resolved: number;
  unresolved: number;
  /** A few unresolved citations as written, for the summary. */
  unresolvedExamples: string[];
}

/** Turns each passage's inline citations into links to verse rows; a citation counts once, resolved or not. */
export function resolveCitations(citations: PassageCitations[], verses: Map<string, string>): ResolvedLinks {
  const result: ResolvedLinks = { links: [], resolved: 0, unresolved: 0, unresolvedExamples: [] };
  for (const { passageId, citations: list } of citations) {
    const seen = new Set<string>();
    for (const citation of list) {
      const ids = citation.book
        ? citation.verses.flatMap((v) => verses.get(verseKey(citation.book ?? "", citation.chapter, v)) ?? [])
        : [];
      if (ids.length === 0) {
        result.unresolved++;
        if (result.unresolvedExamples.length < 12) result.unresolvedExamples.push(citation.cited);
        continue;
      }
      result.resolved++;
      const first = citation.verses[0] ?? 0;
      const cited = citation.book
        ? formatReference({ work: "bible", book: citation.book, chapter: citation.chapter, verse: first })
        : citation.cited;
      for (const verseId of ids) {
        if (seen.has(verseId)) continue;
        seen.add(verseId);
        result.links.push({ passageId, verseId, cited: ids.length > 1 ? citation.cited : cited });
      }
    }
  }
  return result;
}
