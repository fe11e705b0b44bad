import type { Citation } from "@common/knowledge-base/citation";
import type { CrossReferenceContext } from "@common/references/cross-references";
import { parseReference } from "@common/references/parse";

function contextOf(reference: string): CrossReferenceContext | null {
  const ref = parseReference(reference);
  if (ref?.work !== "st" || ref.part === null || ref.question === undefined) return null;
  return { part: ref.part, question: ref.question };
}

/**
 * The passage a piece of reply text quotes, as the part and question his cross-references in it are read
 * against: the Summa citation whose reference follows the words (a quotation carries its reference after
 * it), else one named before them, else the only question the reply cites.
 */
export function crossReferenceContext(
  text: string,
  citations: readonly Pick<Citation, "reference">[],
): CrossReferenceContext | null {
  const placed = citations
    .map((c) => ({ context: contextOf(c.reference), at: text.indexOf(c.reference) }))
    .filter((x): x is { context: CrossReferenceContext; at: number } => x.context !== null);
  const opening = text.search(/\((?:[A-Z]{2}, )?(?:Questions?|Articles?|Q\.|A\.)/i);
  const after = placed.filter((x) => x.at >= 0 && x.at > opening).sort((a, b) => a.at - b.at)[0];
  if (after) return after.context;
  const before = placed.filter((x) => x.at >= 0).sort((a, b) => b.at - a.at)[0];
  if (before) return before.context;
  const distinct = new Map(placed.map((x) => [`${x.context.part} ${x.context.question}`, x.context]));
  return distinct.size === 1 ? ([...distinct.values()][0] ?? null) : null;
}
