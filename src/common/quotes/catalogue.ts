import { charityFriendship } from "./entries/charity-friendship.js";
import { firstMover } from "./entries/first-mover.js";
import { firstPrecept } from "./entries/first-precept.js";
import { gracePerfectsNature } from "./entries/grace-perfects-nature.js";
import { happinessGodAlone } from "./entries/happiness-god-alone.js";
import { lawDefinition } from "./entries/law-definition.js";
import { soulIncorruptible } from "./entries/soul-incorruptible.js";
import { truthConformity } from "./entries/truth-conformity.js";
import type { QuoteCatalogueEntry } from "./types.js";

/** The eight quotations of the quote widget; texts are resolved from the knowledge base. */
export const QUOTE_CATALOGUE: readonly QuoteCatalogueEntry[] = [
  gracePerfectsNature,
  firstMover,
  firstPrecept,
  lawDefinition,
  charityFriendship,
  truthConformity,
  happinessGodAlone,
  soulIncorruptible,
];

const WORK_NAMES: Record<string, string> = { ST: "Summa Theologiae", SCG: "Summa contra Gentiles" };

/** "ST I, q. 1, a. 8, ad 2" → "Summa Theologiae I, q. 1, a. 8, ad 2". */
export function quoteSource(reference: string): string {
  const [work = "", ...rest] = reference.split(" ");
  const name = WORK_NAMES[work];
  return name ? [name, ...rest].join(" ") : reference;
}
