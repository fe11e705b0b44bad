import { stem, terms } from "../knowledge-base/retrieval/memory/tokens.js";
import type { ArticleText } from "../knowledge-base/retrieval/types.js";

/** Words that name no matter of their own in a follow-up ("someone", "people"), as stems. */
const NAMES_NOTHING = new Set(
  ["someone", "somebody", "anyone", "anybody", "people", "person", "thing", "something"].map(stem),
);

/** At least this share of a follow-up's own words must stand in one objection and the reply to it. */
const SHARE = 2 / 3;

/**
 * Whether an article meets a follow-up in one of its objections and the reply to it: "what about lying to save
 * someone's life?" after "is lying always wrong?" is met by the fourth objection of whether every lie is a sin ("a
 * man may lawfully lie, to save another…") and its reply. The follow-up then asks the same article in a
 * circumstance its replies weigh, not another question.
 */
export function metInItsReplies(article: ArticleText, followUp: string): boolean {
  const own = [...new Set(terms(followUp))].filter((t) => !NAMES_NOTHING.has(t));
  if (own.length < 2) return false;
  const byNumber = new Map<string, Set<string>>();
  for (const p of article.passages) {
    const number = /(?:obj\.|ad) (\d+)$/.exec(p.reference)?.[1];
    if (!number || (p.sectionKind !== "objection" && p.sectionKind !== "reply")) continue;
    const stems = byNumber.get(number) ?? new Set<string>();
    for (const t of terms(p.content)) stems.add(t);
    byNumber.set(number, stems);
  }
  return [...byNumber.values()].some((stems) => own.filter((t) => stems.has(t)).length / own.length >= SHARE);
}
