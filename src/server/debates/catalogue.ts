import {
  DEBATE_PHILOSOPHERS,
  DEBATE_TOPICS,
  PHILOSOPHER_KEYS,
  TOPIC_KEYS,
} from "../../common/debates/catalogue.js";
import type { DebateCatalogue } from "../../common/debates/contract.js";
import { PHILOSOPHER_PROFILES, TOPIC_INFO } from "../../common/debates/profiles.js";

/** The philosophers and topics the create dialog offers, with whether each opponent can be quoted. */
export function buildCatalogue(authors: Set<string>): DebateCatalogue {
  return {
    philosophers: PHILOSOPHER_KEYS.map((key) => {
      const p = PHILOSOPHER_PROFILES[key];
      return {
        key,
        name: DEBATE_PHILOSOPHERS[key],
        dates: p.dates,
        era: p.era,
        emblem: p.emblem,
        keyWorks: p.keyWorks,
        theses: Object.fromEntries(TOPIC_KEYS.map((t) => [t, p.positions[t].thesis])),
        quotable: p.authors.some((a) => authors.has(a.toLowerCase())),
      };
    }),
    topics: TOPIC_KEYS.map((key) => ({ key, label: DEBATE_TOPICS[key], motion: TOPIC_INFO[key].motion })),
  };
}
