import { buildCitations } from "./citations.js";
import { compose } from "./composer/compose.js";
import { LEVEL_PLANS, simplerLevel } from "./composer/level-plan.js";
import { notTreated, smallTalk } from "./composer/small-talk.js";
import { type Grounding, ground, groundFromPassages } from "./gather.js";
import { guardReply } from "./guard/citation-guard.js";
import { classifyIntent } from "./intent.js";
import type {
  AnswerEngine,
  AnswerRequest,
  AnswerResult,
  KnowledgeSources,
  OnDelta,
  SimplifyRequest,
} from "./types.js";
import { keepConsistent, verdictRule } from "./verdict-rule.js";

/** A composed reply with the measurements the benchmark reads. */
export interface ComposedAnswer {
  result: AnswerResult;
  /** The composer's own prose, without quotations. */
  explanatory: string;
}

const plain = (content: string, explanatory = content): ComposedAnswer => ({
  result: { content, citations: [], confidence: "low", engine: "composer" },
  explanatory,
});

function finish(
  text: string,
  grounding: Grounding,
  request: Pick<AnswerRequest, "languagePreferences">,
  explanatory: string,
): ComposedAnswer {
  // The consistency check: no paragraph may state a verdict the article's digest contradicts.
  const consistent = keepConsistent(text, verdictRule(grounding));
  const guarded = guardReply(consistent.text, grounding.sources);
  const citations = buildCitations(guarded.used, grounding.sources, request.languagePreferences);
  return {
    result: {
      content: guarded.text,
      citations,
      confidence: citations.length > 0 ? "high" : "low",
      engine: "composer",
    },
    explanatory,
  };
}

export async function composeAnswer(
  sources: KnowledgeSources,
  request: AnswerRequest,
): Promise<ComposedAnswer> {
  const intent = classifyIntent(request.question);
  if (intent !== "question") return plain(smallTalk(intent, request.educationLevel, request.question));
  const grounding = await ground(sources, request.question, request.recent, {
    siblings: LEVEL_PLANS[request.educationLevel].siblings,
  });
  const { main } = grounding;
  if (!main || !grounding.relevant) {
    const nearest = main ? { title: main.title, articleRef: main.articleRef } : null;
    const text = notTreated(request.educationLevel, request.responseStyle, nearest);
    return finish(text, grounding, request, text);
  }
  const composed = compose({ ...request, grounding: { ...grounding, main } });
  return finish(composed.text, grounding, request, composed.explanatory);
}

export async function composeSimplified(
  sources: KnowledgeSources,
  request: SimplifyRequest,
): Promise<ComposedAnswer> {
  const grounding = await groundFromPassages(sources, request.passageIds);
  const { main } = grounding;
  const level = simplerLevel(request.educationLevel);
  if (!main) {
    return plain(
      "Let me say it more simply: I have no passage to point you to for that reply, so I will not add to it. Ask me again in other words, and we will go step by step.",
    );
  }
  const composed = compose({
    question: request.question,
    educationLevel: level,
    responseStyle: "conversational",
    languagePreferences: request.languagePreferences,
    grounding: { ...grounding, main },
    simplify: true,
  });
  return finish(composed.text, grounding, request, composed.explanatory);
}

/** Sends the finished text in paragraph-sized pieces; joined, they are exactly the content. */
export function emitInPieces(content: string, onDelta?: OnDelta): void {
  if (!onDelta) return;
  const pieces = content.split(/(?<=\n\n)/);
  for (const piece of pieces) if (piece) onDelta(piece);
}

/** The default back end: no model, his own words arranged by level and style. */
export function createComposerEngine(sources: KnowledgeSources): AnswerEngine {
  return {
    name: "composer",
    async answer(request, onDelta) {
      const { result } = await composeAnswer(sources, request);
      emitInPieces(result.content, onDelta);
      return result;
    },
    async simplify(request: SimplifyRequest, onDelta) {
      const { result } = await composeSimplified(sources, request);
      emitInPieces(result.content, onDelta);
      return result;
    },
  };
}
