import type { SectionKind } from "../../../common/knowledge-base/contract.js";
import { makeRow } from "./rows.js";
import type { SourceOutput } from "./types.js";

/** A work by another author (Augustine, Plato, …): cited by author, work and its own divisions. */
export interface OtherWork {
  source: string;
  workKey: string;
  work: string;
  author: string;
  /** How the reference begins, e.g. "Augustine, Confessions". */
  citeAs: string;
}

export interface Division {
  /** The division as printed after the work, e.g. "VIII, 12" or ", Book II" (a leading comma is kept). */
  cite: string;
  /** The division for people, e.g. "Book VIII, Chapter 12". */
  label: string;
  title: string;
  location: Record<string, string | number>;
}

/**
 * Adds one division's passages: the reference is "<citeAs> <division>" with ", part N" when the division is
 * split into several passages; all share the division as article_ref.
 */
export function addDivision(
  out: SourceOutput,
  work: OtherWork,
  division: Division,
  passages: string[],
  kind: SectionKind = "paragraph",
): void {
  const articleRef = division.cite.startsWith(",")
    ? `${work.citeAs}${division.cite}`
    : division.cite
      ? `${work.citeAs} ${division.cite}`
      : work.citeAs;
  passages.forEach((content, i) => {
    const part = passages.length > 1 ? `, part ${i + 1}` : "";
    out.rows.push(
      makeRow({
        source: work.source,
        workKey: work.workKey,
        work: work.work,
        author: work.author,
        section: `${division.label}${part}`,
        sectionKind: kind,
        title: division.title,
        content,
        reference: `${articleRef}${part}`,
        articleRef,
        location: { ...division.location, part: i + 1 },
        ordinal: i + 1,
        language: "en",
      }),
    );
  });
}
