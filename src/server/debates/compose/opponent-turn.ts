import { isTopicKey, opponentName, type PhilosopherKey } from "../../../common/debates/catalogue.js";
import { PHILOSOPHER_PROFILES, type Position, TOPIC_INFO } from "../../../common/debates/profiles.js";
import type { DebateCitation } from "../../../common/knowledge-base/citation.js";
import type { KnowledgeSources } from "../../answers/types.js";
import type { Passage } from "../../knowledge-base/retrieval/types.js";
import { bestExcerpt, firstSentence, QUOTE_BUDGET, shared, stemSet } from "./text.js";
import type { ComposedTurn, TurnRequest } from "./types.js";

/** Fewest topic words a passage of his must share before it is quoted as speaking to the point. */
const MIN_SHARED = 3;

/** His position on the debate's topic; for a custom topic, the preset position nearest to its words. */
export function positionFor(key: PhilosopherKey, topic: string): Position {
  const positions = PHILOSOPHER_PROFILES[key].positions;
  if (isTopicKey(topic)) return positions[topic];
  const words = stemSet(topic);
  let best = positions.existence_of_god;
  let score = -1;
  for (const p of Object.values(positions)) {
    const s = shared(stemSet(`${p.thesis} ${p.arguments.map((a) => a.text).join(" ")}`), words).length;
    if (s > score) [best, score] = [p, s];
  }
  return best;
}

/** The opponent's turn: his view summarised (labelled so), then his own words where the library has them. */
export async function composeOpponentTurn(
  sources: KnowledgeSources,
  key: PhilosopherKey,
  authorInLibrary: string | null,
  req: TurnRequest,
): Promise<ComposedTurn> {
  const profile = PHILOSOPHER_PROFILES[key];
  const name = opponentName(key);
  const position = positionFor(key, req.debate.topic);
  const aquinas = [...req.previous].reverse().find((a) => a.speaker === "aquinas") ?? null;
  const aquinasStems = stemSet(aquinas?.content ?? "");
  const earlier = req.previous.filter((a) => a.speaker === "opponent").map((a) => a.content);

  // The sketch that best meets Aquinas' last argument, preferring one not yet used.
  const ranked = position.arguments
    .map((a, i) => ({
      a,
      score:
        shared(stemSet(a.text), aquinasStems).length -
        (earlier.some((e) => e.includes(a.text)) ? 10 : 0) -
        i * 0.01,
    }))
    .sort((x, y) => y.score - x.score);
  const sketch = (ranked[0] as (typeof ranked)[number]).a;

  const citations: DebateCitation[] = [];
  const paragraphs: string[] = [];
  paragraphs.push(`**Summary of ${name}'s view** (in our words, not a quotation): ${position.thesis}`);
  const against = aquinas ? `Against Saint Thomas' claim — ${firstSentence(aquinas.content)} — ` : "";
  paragraphs.push(`${against}${name}'s argument, summarised: ${sketch.text} (see ${sketch.refs.join("; ")})`);
  for (const ref of sketch.refs)
    citations.push({
      work: `${name}, ${ref}`,
      section: "Summary of his view",
      language: "en",
      translations: [],
      sectionKind: "summary",
    });

  const quoted: string[] = [];
  const ownTexts: Passage[] = [];
  if (authorInLibrary) {
    const topicWords = isTopicKey(req.debate.topic) ? TOPIC_INFO[req.debate.topic].query : req.debate.topic;
    const wanted = stemSet(`${position.thesis} ${sketch.text} ${topicWords}`);
    const found = await sources.retrieve(sources.db, {
      question: `${sketch.text} ${position.thesis}`,
      author: authorInLibrary,
      limit: 4,
    });
    const usedRefs = new Set(req.previous.flatMap((a) => (a.citations ?? []).map((c) => c.reference)));
    let best: { text: string; score: number; passage: (typeof found)[number]["passages"][number] } | null =
      null;
    for (const article of found) {
      // Only his own texts: retrieval is asked for his author name, and this makes sure of it.
      if (article.author.toLowerCase() !== authorInLibrary.toLowerCase()) continue;
      for (const passage of article.passages) {
        if (usedRefs.has(passage.reference) || passage.sectionKind === "note") continue;
        ownTexts.push(passage);
        const excerpt = bestExcerpt(passage.content, wanted, QUOTE_BUDGET[req.level]);
        if (!best || excerpt.score > best.score) best = { ...excerpt, passage };
      }
    }
    if (best && best.score >= MIN_SHARED) {
      paragraphs.push(`In ${name}'s own words: “${best.text}” (${best.passage.reference})`);
      citations.unshift({
        work: best.passage.work,
        section: best.passage.section,
        reference: best.passage.reference,
        relevantText: best.text,
        language: best.passage.language,
        translations: [],
        passageId: best.passage.id,
        sectionKind: best.passage.sectionKind,
      });
      quoted.push(best.passage.reference);
    } else {
      paragraphs.push(
        `No passage of ${name} in the library speaks to this point closely enough to quote; the view above is a summary.`,
      );
    }
  } else {
    paragraphs.push(
      `${name}'s own texts on this are not in the library, so this turn gives his position as a summary.`,
    );
  }

  const content = paragraphs.join("\n\n");
  return {
    content,
    citations,
    grounding: {
      passages: ownTexts,
      digest: null,
      position: { thesis: position.thesis, sketches: position.arguments },
    },
    shape: {
      speakerName: name,
      claim: position.thesis,
      premises: [sketch.text],
      answers: aquinas
        ? {
            speakerName: "Saint Thomas Aquinas",
            turnNumber: aquinas.turnNumber,
            claim: firstSentence(aquinas.content),
            content: aquinas.content,
          }
        : null,
      quoted,
      summarised: sketch.refs.map((r) => `${profile.name}, ${r}`),
      content,
    },
  };
}
