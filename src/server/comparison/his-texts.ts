import type { ComparisonPhilosopherKey } from "../../common/comparison/philosophers.js";
import type { Citation } from "../../common/knowledge-base/citation.js";
import { splitSentences } from "../answers/guard/normalise.js";
import type { KnowledgeSources } from "../answers/types.js";
import { terms } from "../knowledge-base/retrieval/memory/tokens.js";
import type { RetrievedPassage } from "../knowledge-base/retrieval/types.js";

/** The authors under which the knowledge base holds a thinker's own words. */
export const CORPUS_AUTHORS: Partial<Record<ComparisonPhilosopherKey, string[]>> = {
  augustine: ["Augustine"],
  boethius: ["Boethius", "Anicius Manlius Severinus Boethius"],
  anselm: ["Anselm of Canterbury"],
};

/** Translators' chapter headings ("Chapter 22 —A Lie is Not Allowable…") are not the author's words. */
const HEADING = /^(?:Chapter|Chap\.|Book|Prose|Meter|Song)\s+[\dIVXLC]+\b/i;
const MIN_SENTENCE = 40;
const MAX_SENTENCE = 400;

/** A topic of three words or more must meet two of them in the sentence: one shared word is often chance. */
const neededHits = (wanted: Set<string>) => (wanted.size >= 3 ? 2 : 1);

/** The sentence of a passage that shares most words with the topic; null when none shares enough. */
function bestSentence(content: string, wanted: Set<string>): { sentence: string; hits: number } | null {
  let best: { sentence: string; hits: number } | null = null;
  for (const sentence of splitSentences(content)) {
    if (HEADING.test(sentence) || sentence.length < MIN_SENTENCE || sentence.length > MAX_SENTENCE) continue;
    const hits = new Set(terms(sentence).filter((t) => wanted.has(t))).size;
    if (hits >= neededHits(wanted) && hits > (best?.hits ?? 0)) best = { sentence, hits };
  }
  return best;
}

/**
 * For a topic his catalogue entry does not cover: the passage of his own works that retrieval ranks first
 * for it, and the sentence of it nearest the topic, quoted as it stands. Null for thinkers the corpus lacks.
 */
export async function passageOfHis(
  sources: KnowledgeSources,
  key: ComparisonPhilosopherKey,
  topic: string,
): Promise<{ quote: string; citation: Citation } | null> {
  const authors = CORPUS_AUTHORS[key];
  if (!authors) return null;
  const ranked = (
    await Promise.all(
      authors.map((author) => sources.retrieve(sources.db, { question: topic, author, limit: 3 })),
    )
  ).flat();
  ranked.sort((a, b) => b.score - a.score);
  const wanted = new Set(terms(topic));
  // The sentence meeting most of the topic's words in his best-ranked articles; the earlier article wins ties.
  let best: { sentence: string; hits: number; passage: RetrievedPassage } | null = null;
  for (const article of ranked.slice(0, 3)) {
    for (const passage of article.passages) {
      const found = bestSentence(passage.content, wanted);
      if (found && found.hits > (best?.hits ?? 0)) best = { ...found, passage };
    }
  }
  return best ? { quote: best.sentence, citation: citationOf(best.passage, best.sentence) } : null;
}

function citationOf(p: RetrievedPassage, quote: string): Citation {
  return {
    work: p.work,
    section: p.section,
    reference: p.reference,
    relevantText: quote,
    language: "en",
    translations: [],
    passageId: p.id,
    sectionKind: p.sectionKind,
  };
}
