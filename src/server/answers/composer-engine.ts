import { formatArticleRef, parseReference } from "../../common/references/index.js";
import { modernNamesIn } from "../knowledge-base/retrieval/modern-matters.js";
import type { Passage } from "../knowledge-base/retrieval/types.js";
import { buildCitations } from "./citations.js";
import { compose } from "./composer/compose.js";
import { composeDumbOx, statedVerdict } from "./composer/dumb-ox.js";
import { composeFollowUp, followUpKind, previousArticle } from "./composer/follow-up.js";
import { LEVEL_PLANS, simplerLevel } from "./composer/level-plan.js";
import { toneOf } from "./composer/phrases.js";
import { composeUntreated, type FramedPrinciple } from "./composer/principles.js";
import { readArticle } from "./composer/reading.js";
import { notTreated, smallTalk } from "./composer/small-talk.js";
import { splitTwoParts } from "./composer/two-parts.js";
import { type Grounding, ground, groundFromPassages, withPassages } from "./gather.js";
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
import { frameApplication, framedPrinciples } from "./untreated-frames.js";
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
  grounding: Pick<Grounding, "main" | "relevance" | "sources">,
  request: Pick<AnswerRequest, "languagePreferences">,
  explanatory: string,
  /**
   * Low whatever is cited: principles quoted for a matter he never treated, or the nearest question he asked, are
   * not his answer to the question asked.
   */
  lowConfidence = false,
): ComposedAnswer {
  // The consistency check: no paragraph may state a verdict the article's digest contradicts.
  const consistent = keepConsistent(text, verdictRule(grounding));
  const guarded = guardReply(consistent.text, grounding.sources, { mentions: true });
  const citations = buildCitations(guarded.used, grounding.sources, request.languagePreferences);
  return {
    result: {
      content: guarded.text,
      citations,
      confidence: citations.length > 0 && !lowConfidence ? "high" : "low",
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
  const followUp = await answerFollowUp(sources, request);
  if (followUp) return followUp;
  const parts = inTwoParts(request);
  if (parts) return answerInTwoParts(sources, request, parts);
  const grounding = await ground(sources, request.question, request.recent, {
    // One at least: when no article of another question is near enough to be the next step, the next article of
    // the same question is (compose.ts).
    siblings: Math.max(LEVEL_PLANS[request.educationLevel].siblings, 1),
    setting: LEVEL_PLANS[request.educationLevel].setting,
    ...(request.leansOn ? { leansOn: request.leansOn } : {}),
    ...(request.answered ? { answered: request.answered } : {}),
  });
  const { main } = grounding;
  if (!main || grounding.relevance === "untreated") {
    const framed = await withFramedPrinciples(sources, request.question, grounding);
    if (!main && framed.principles.length === 0) {
      const text = notTreated(
        request.educationLevel,
        request.responseStyle,
        null,
        modernNamesIn(request.question),
      );
      return finish(text, grounding, request, text);
    }
    const reply = composeUntreated(
      framed.grounding,
      request.educationLevel,
      request.responseStyle,
      modernNamesIn(request.question),
      framed.principles,
      frameApplication(request.question),
    );
    return finish(reply.text, framed.grounding, request, reply.explanatory, true);
  }
  const composed = compose({ ...request, grounding: { ...grounding, main } });
  // Only the nearest question he asked, not the one asked: no high confidence is claimed for it.
  return finish(composed.text, grounding, request, composed.explanatory, grounding.relevance !== "answers");
}

/**
 * For a matter he never treated: the principles chosen for the kind of thing asked (untreated-frames.ts), each
 * with the passage it is quoted from added to the grounding's sources.
 */
async function withFramedPrinciples(
  sources: KnowledgeSources,
  question: string,
  grounding: Grounding,
): Promise<{ grounding: Grounding; principles: FramedPrinciple[] }> {
  const chosen = framedPrinciples(question);
  // The articles are read at once; the principles keep the order they were chosen in.
  const articles = await Promise.all(chosen.map((c) => sources.loadArticle(sources.db, c.articleRef)));
  const passages: Passage[] = [];
  const principles: FramedPrinciple[] = [];
  for (const [i, { articleRef, sentence }] of chosen.entries()) {
    const article = articles[i];
    const passage = article?.passages.find((p) => p.content.includes(sentence));
    if (!article || !passage) continue;
    passages.push(passage);
    principles.push({ articleRef, title: article.title, sentence });
  }
  return { grounding: withPassages(grounding, passages), principles };
}

/**
 * The two questions of a message, or null. In a conversation, a message that opens by carrying on the one
 * before ("what about the death penalty? is the state allowed to…", "why not though? what if…") is one
 * question leaning on it, however many marks it has.
 */
function inTwoParts(request: AnswerRequest): [string, string] | null {
  const parts = splitTwoParts(request.question);
  const carriesOn = parts !== null && request.recent.length > 0 && followUpKind(parts[0]) !== null;
  return carriesOn ? null : parts;
}

/** "Why?" or "Can you give an example?" after a reply: answered from the article that reply cited. */
async function answerFollowUp(
  sources: KnowledgeSources,
  request: AnswerRequest,
): Promise<ComposedAnswer | null> {
  const kind = followUpKind(request.question);
  if (kind === null || kind === "what-about") return null;
  const previous = previousArticle(request.recent);
  const article = previous ? await sources.loadArticle(sources.db, previous) : null;
  if (!article) return null;
  const reply = composeFollowUp(
    kind,
    article,
    request.question,
    request.educationLevel,
    request.responseStyle,
  );
  return finish(
    reply.text,
    { main: article, relevance: "answers", sources: reply.sources },
    request,
    reply.explanatory,
  );
}

/** The article (or chapter) a reply was answered from: the one its first citation of his is in. */
function mainArticleOf(citations: { reference: string }[]): string[] {
  for (const c of citations) {
    const parsed = parseReference(c.reference);
    if (parsed && parsed.work !== "bible") return [formatArticleRef(parsed)];
  }
  return [];
}

/** A question in two parts: each part answered from its own article, one after the other. */
async function answerInTwoParts(
  sources: KnowledgeSources,
  request: AnswerRequest,
  parts: [string, string],
): Promise<ComposedAnswer> {
  const first = await composeAnswer(sources, { ...request, question: parts[0] });
  // The second part often leans on the first ("What is a virtue, and how do you get one?").
  // Each part is answered from its own article: the second does not repeat the first's.
  const second = await composeAnswer(sources, {
    ...request,
    question: parts[1],
    leansOn: parts[0],
    answered: mainArticleOf(first.result.citations),
  });
  const firstMain = mainArticleOf(first.result.citations)[0];
  // A part he never treated says so in its own words, even when it quotes the same principle as the first.
  const same =
    firstMain !== undefined &&
    second.result.confidence !== "low" &&
    mainArticleOf(second.result.citations)[0] === firstMain;
  const secondContent = same
    ? request.educationLevel === "elementary"
      ? `The same place answers this too: look again at what I said above (${firstMain}).`
      : `The same article answers this as well: what I said above, from ${firstMain}, holds for it.`
    : second.result.content;
  const heading = (label: string, part: string) =>
    request.responseStyle === "educational" ? `## ${label}: *${part}*` : `**${label}:** *${part}*`;
  const content = [
    request.educationLevel === "elementary"
      ? "You asked two things. Let us take them one at a time."
      : "You ask two things; I take them in turn.",
    heading("First", parts[0]),
    first.result.content,
    heading("Second", parts[1]),
    secondContent,
  ].join("\n\n");
  const citations = [...first.result.citations];
  if (!same)
    for (const c of second.result.citations)
      if (!citations.some((x) => x.reference === c.reference)) citations.push(c);
  return {
    result: { content, citations, confidence: citations.length > 0 ? "high" : "low", engine: "composer" },
    explanatory: same ? first.explanatory : `${first.explanatory} ${second.explanatory}`,
  };
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
  const reading = readArticle(grounding.sources, main.articleRef, main.title, main.digest ?? null);
  if (!reading.digest) {
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
  const said = composeDumbOx({
    reading: { ...reading, digest: reading.digest },
    question: request.question,
    previousReply: request.previousReply,
    tone: toneOf(level),
    answerSource: (reading.answer?.source ?? reading.respondeo)?.number ?? null,
  });
  // The verdict rule holds only where the earlier reply itself answered the question.
  const relevance = statedVerdict(request.previousReply) === null ? "neighbour" : "answers";
  return finish(said.text, { ...grounding, relevance }, request, said.explanatory);
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
