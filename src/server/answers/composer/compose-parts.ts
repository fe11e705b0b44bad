import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import { withoutTranslatorNotes } from "../../../common/knowledge-base/title-notes.js";
import { parseReference } from "../../../common/references/index.js";
import { splitSentences } from "../guard/normalise.js";
import type { SourceText } from "../types.js";
import type { Block } from "./blocks.js";
import type { LevelPlan } from "./level-plan.js";
import { keywordSet, sharedWords } from "./overlap.js";
import * as say from "./phrases.js";
import {
  type ArticleReading,
  conclusionSentence,
  distinctionSentences,
  ordinalSentences,
  reportsOthers,
  sentencesOf,
  shorten,
  shortenAnswer,
  titleClause,
} from "./reading.js";

type Tone = ReturnType<typeof say.toneOf>;

export interface PartContext {
  reading: ArticleReading;
  plan: LevelPlan;
  tone: Tone;
  style: ResponseStyle;
  latinFirst: boolean;
  /** Chapter paragraphs ranked best first, for works without a respondeo. */
  rankedParagraphs: SourceText[];
  /** Everything quoted so far; the glossary looks here first. */
  quoted: string[];
  /** The Latin quoted so far: the only Latin a term's gloss may be taken from. */
  latinShown: string[];
  /** The learner's question: the objection closest to their worry is the one shown. */
  question: string;
  /** The article answers the learner's question (not a neighbouring one): its verdict is stated. */
  answers: boolean;
}

function quote(ctx: PartContext, blocks: Block[], text: string, source: SourceText): void {
  ctx.quoted.push(text);
  blocks.push({ kind: "quote", text, source: source.number });
}

/** The Latin opening of a passage, set before its English when the reader asked for Latin first. */
function latinOpening(ctx: PartContext, blocks: Block[], source: SourceText, lead: string | null): void {
  const first = source.latin ? splitSentences(source.latin)[0] : undefined;
  if (!first) return;
  if (lead) blocks.push({ kind: "text", text: lead });
  const shown = shorten(first, ctx.plan.maxQuoteWords);
  ctx.latinShown.push(shown);
  blocks.push({ kind: "quote", text: shown, source: source.number });
}

export function answerPart(ctx: PartContext): Block[] {
  const { plan, tone, style, reading } = ctx;
  // A chapter has no body: its paragraph that carries his answer stands for it, else its best for the question.
  const main = reading.respondeo ?? reading.answer?.source ?? ctx.rankedParagraphs[0] ?? null;
  if (!main) return [];
  const sentences = sentencesOf(main);
  const carrier = reading.answer?.source === main ? reading.answer.sentence : null;
  const carrierSentence = carrier ? sentences.find((s) => s.includes(carrier) || carrier.includes(s)) : null;
  // With one quotation only, it is the sentence that carries his answer.
  const carrierFirst = plan.answerQuotes === 1 && !!carrierSentence;
  const lead = say.answerLead(tone, style, {
    answers: ctx.answers,
    verdict: carrierFirst ? reading.verdict : null,
    chapter: !reading.respondeo,
    reportsOthers: !carrierFirst && reportsOthers(sentences[0] ?? ""),
  });
  const blocks: Block[] = [
    { kind: "heading", text: "My answer" },
    { kind: "text", text: lead },
  ];
  if (ctx.latinFirst) latinOpening(ctx, blocks, main, null);
  const used = new Set<string>();
  const take = (s: string | undefined | null, from: SourceText = main) => {
    if (!s || used.has(s)) return;
    used.add(s);
    // The sentence that carries his answer has half as much room again: cut short, it would not say it.
    const cut =
      s === carrierSentence
        ? shortenAnswer(s, Math.round(plan.maxQuoteWords * 1.5))
        : shorten(s, plan.maxQuoteWords);
    quote(ctx, blocks, cut, from);
  };
  if (carrierFirst) take(carrierSentence);
  else take(sentences[0]);
  const steps = plan.structure ? ordinalSentences(sentences).filter((s) => !used.has(s)) : [];
  if (steps.length >= 2) {
    blocks.push({ kind: "text", text: say.structureLead(tone, steps.length) });
    blocks.push({
      kind: "steps",
      items: steps.map((s) => ({ text: shorten(s, plan.maxQuoteWords), source: main.number })),
    });
    for (const s of steps) {
      used.add(s);
      ctx.quoted.push(s);
    }
  } else if (reading.respondeo) {
    for (const s of sentences.slice(1, plan.answerQuotes)) take(s);
  } else {
    for (const p of ctx.rankedParagraphs.slice(1, plan.answerQuotes)) take(sentencesOf(p)[0], p);
  }
  if (plan.distinctions) {
    const distinction = distinctionSentences(sentences).find((s) => !used.has(s));
    if (distinction) {
      blocks.push({ kind: "text", text: "The distinction on which it turns:" });
      take(distinction);
    }
  }
  // The conclusion is the sentence that answers the title (the digest's), never one from mid-argument.
  if (plan.conclusion && carrierSentence && !used.has(carrierSentence)) {
    blocks.push({ kind: "text", text: say.conclusionLead(tone) });
    take(carrierSentence);
  } else if (plan.conclusion && !carrier && !reading.digest && sentences.length > 2) {
    const last = conclusionSentence(sentences);
    if (last && !used.has(last)) {
      blocks.push({ kind: "text", text: say.conclusionLead(tone) });
      take(last);
    }
  }
  if (plan.latinOpening && !ctx.latinFirst && main.latin) {
    latinOpening(ctx, blocks, main, "In the Latin, my answer opens:");
  }
  return blocks;
}

/** The reply whose reference answers objection `k` ("… ad k"). */
function replyTo(reading: ArticleReading, objection: SourceText): SourceText | null {
  const k = /obj\.\s*(\d+)$/.exec(objection.reference)?.[1];
  return (k && reading.replies.find((r) => new RegExp(`ad\\s*${k}$`).test(r.reference))) || null;
}

/** The objections ordered by how many of the learner's words they share, his order among equals. */
export function closestFirst(objections: SourceText[], question: string): SourceText[] {
  const asked = keywordSet(question);
  return objections
    .map((o, i) => ({ o, i, n: sharedWords(o.content, asked) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map(({ o }) => o);
}

/** Objections, each labelled as the view answered, with the reply to it right after. */
export function objectionsPart(
  ctx: PartContext,
  replyRightAfter: boolean,
): { objections: Block[]; replies: Block[] } {
  const { plan, tone, style, reading } = ctx;
  const objections: Block[] = [];
  const replies: Block[] = [];
  const chosen = closestFirst(reading.objections, ctx.question).slice(0, plan.objections);
  if (chosen.length === 0) return { objections, replies };
  objections.push({ kind: "heading", text: chosen.length > 1 ? "Objections" : "An objection" });
  if (!replyRightAfter) replies.push({ kind: "heading", text: "Replies to the objections" });
  chosen.forEach((objection, i) => {
    const number = Number(/obj\.\s*(\d+)$/.exec(objection.reference)?.[1] ?? i + 1);
    objections.push({ kind: "text", text: say.objectionLead(tone, style, i, number) });
    // Young readers see the objection's reason as well as its claim: it is the worry they share.
    const said = sentencesOf(objection).slice(0, tone === "young" ? 2 : 1);
    for (const sentence of said.length > 0 ? said : [objection.content])
      quote(ctx, objections, shorten(sentence, plan.maxQuoteWords), objection);
    const reply = replyTo(reading, objection);
    if (!reply) return;
    const target = replyRightAfter ? objections : replies;
    target.push({
      kind: "text",
      text: replyRightAfter ? say.replyLead(tone, style) : `To objection ${number}:`,
    });
    // Young readers get his reply whole: it is the answer to the worry they most likely share.
    const replyText =
      tone === "young" ? reply.content : shorten(sentencesOf(reply)[0] ?? reply.content, plan.maxQuoteWords);
    quote(ctx, target, replyText, reply);
  });
  return { objections, replies };
}

/** Who the sed contra cites: "Augustine says (…)" → "Augustine"; "It is written" → Scripture. */
export function sedContraAuthority(text: string): string | null {
  // "Augustine [*Fulgentius] says…": the translators' note is not part of who speaks.
  const body = withoutTranslatorNotes(text).replace(/^\s*On the contrary,?\s*/i, "");
  // "It is written", "the Apostle says", or a verse cited in the first clause ("It was said to Solomon (Ecclus. …)").
  if (
    /^(?:it (?:is|was) (?:written|said)|(?:the )?(?:Apostle|Lord|Psalmist|Prophet)\b)/i.test(body) ||
    /^[^.:;]{0,60}\bit is written\b/i.test(body)
  )
    return "Scripture";
  // "A gloss on Ps. 5:7 … says": the gloss speaks, not the verse it glosses.
  if (/^(?:a|the) gloss\b/i.test(body)) return "a gloss";
  // "Augustine says", "Augustine (De Trin. xii, 3) says", "The Philosopher assigns…", "According to Damascene…".
  const m =
    /^(?:[Aa]s\s+)?((?:the\s+)?[A-Z][\w'-]+(?:\s+(?:of\s+)?[A-Z][\w'-]+)?)(?:\s*\([^)]{0,60}\))?,?\s+(?:says|said|states|writes|declares|teaches|proves|defines|assigns|reckons|numbers|enumerates|distinguishes|shows|holds|calls|observes|mentions|lays down|sets down|describes|explains|asserts|affirms|replies|answers|commands|condemns|praises|speaks)\b/.exec(
      body,
    ) ??
    /^According to ((?:the\s+)?[A-Z][\w'-]+(?:\s+(?:of\s+)?[A-Z][\w'-]+)?)\b/.exec(body) ??
    // "Origen commenting on Lk. 1:48, … says": a Father speaking on a verse.
    /^((?:the\s+)?[A-Z][\w'-]+(?:\s+(?:of\s+)?[A-Z][\w'-]+)?),?\s+(?:commenting|expounding|explaining)\s+(?:on|upon)\b/.exec(
      body,
    );
  const who = m?.[1] ?? null;
  // "He Himself says", "Whosoever…", "Experience shows": no one cited by name.
  return who && !NOT_A_NAME.test(who) ? who.replace(/^The\b/, "the") : null;
}

const NOT_A_NAME =
  /^(?:He|She|It|They|This|That|These|Those|Who\w*|Whatever|Experience|Every\w*|Eph|(?:the\s+)?\w+'s)\b/i;

/** "On the contrary" with only the verse or authority the sed contra itself cites. */
export function scripturePart(ctx: PartContext): Block[] {
  const { plan, tone, style, reading } = ctx;
  const sc = reading.sedContra;
  if (!plan.scripture || !sc) return [];
  // Only a verse cited by the sed contra itself: a verse of an objection is the view he answers.
  const verse = firstCited(
    sc.content,
    reading.verses.filter((v) => v.citedBy?.includes(sc.passageId)),
  );
  // Whoever the sed contra names as speaking ("Ambrose says on Lk. 6:20…", "Origen commenting on Lk. 1:48…") is the
  // authority, though he comments on a verse; Scripture, when it speaks itself or no one is named.
  const authority = sedContraAuthority(sc.content) ?? (verse ? "Scripture" : null);
  const lead = say.scriptureLead(tone, style, authority);
  const blocks: Block[] = [
    { kind: "heading", text: "On the contrary" },
    ...(lead ? [{ kind: "text" as const, text: lead }] : []),
  ];
  quote(ctx, blocks, shorten(sentencesOf(sc)[0] ?? sc.content, plan.maxQuoteWords), sc);
  if (verse) {
    blocks.push({ kind: "text", text: say.verseLead(tone) });
    quote(ctx, blocks, shorten(verse.content, plan.maxQuoteWords), verse);
    if ((plan.latinOpening || ctx.latinFirst) && verse.latin) {
      const shown = shorten(verse.latin, plan.maxQuoteWords);
      ctx.latinShown.push(shown);
      quote(ctx, blocks, shown, verse);
    }
  }
  return blocks;
}

/**
 * Of the verses a passage cites, the one it cites first: the sentence quoted from a sed contra is its first, and
 * the verse shown under it must be the one that sentence cites ("It is written (1 Cor. 13:12)…"), not the first in
 * the Bible's order of those cited further on (Ex. 33:13 in a later paragraph). Told by where each verse's chapter
 * and verse stand in the passage; one not found there comes after those found.
 */
export function firstCited<V extends { reference: string }>(text: string, verses: V[]): V | undefined {
  const at = (v: V) => {
    const place = parseReference(v.reference);
    if (place?.work !== "bible" || place.verse === undefined) return Number.POSITIVE_INFINITY;
    const found = new RegExp(`(?<![\\d:])${place.chapter}:${place.verse}(?!\\d)`).exec(text);
    return found ? found.index : Number.POSITIVE_INFINITY;
  };
  return verses.map((v, i) => ({ v, i, at: at(v) })).sort((a, b) => a.at - b.at || a.i - b.i)[0]?.v;
}

const questionOf = (articleRef: string) => articleRef.replace(/,\s*a\.\s*\d+$/, "");
const articleNumber = (articleRef: string) => Number(/a\.\s*(\d+)$/.exec(articleRef)?.[1] ?? Number.NaN);

/** A neighbouring article, as grounding finds it: its digest names the sentence that carries its answer. */
export interface Sibling {
  articleRef: string;
  title: string;
  digest?: { answerSentence: string } | null;
}

/**
 * What a neighbouring article answers, to quote: the sentence its digest says carries the answer, where it stands
 * in the respondeo or sed contra supplied; otherwise the respondeo's first sentence. The first sentence alone may
 * be a view he reports and then corrects ("I answer that, It was Origen's opinion…"), never his answer.
 */
export function siblingAnswer(
  sibling: Sibling,
  sources: SourceText[],
): { sentence: string; source: SourceText } | null {
  const own = sources.filter((s) => s.articleRef === sibling.articleRef);
  const answer = sibling.digest?.answerSentence.trim();
  const carrying = answer
    ? own.find(
        (s) =>
          (s.sectionKind === "respondeo" || s.sectionKind === "sed_contra") && s.content.includes(answer),
      )
    : undefined;
  if (answer && carrying) return { sentence: answer, source: carrying };
  const respondeo = own.find((s) => s.sectionKind === "respondeo");
  const first = sentencesOf(respondeo ?? null)[0];
  return respondeo && first ? { sentence: first, source: respondeo } : null;
}

/** The answers of neighbouring articles in the same question, as the scholastic order sets them side by side. */
export function siblingsPart(
  ctx: PartContext,
  sources: SourceText[],
  siblings: Sibling[],
): { blocks: Block[]; used: string[] } {
  const { reading, plan } = ctx;
  const blocks: Block[] = [];
  const used: string[] = [];
  if (plan.siblings === 0 || !/,\s*a\.\s*\d+$/.test(reading.articleRef)) return { blocks, used };
  const here = articleNumber(reading.articleRef);
  for (const sibling of siblings
    .filter((r) => questionOf(r.articleRef) === questionOf(reading.articleRef))
    .slice(0, plan.siblings)) {
    const answer = siblingAnswer(sibling, sources);
    const clause = titleClause(sibling.title);
    if (!answer || !clause) continue;
    const there = articleNumber(sibling.articleRef);
    const where =
      there === here + 1
        ? "In the next article"
        : there === here - 1
          ? "In the article before"
          : "In another article of the same question";
    blocks.push({ kind: "text", text: `${where} I ask whether ${clause}, and I answer:` });
    quote(ctx, blocks, shorten(answer.sentence, plan.maxQuoteWords), answer.source);
    used.push(sibling.articleRef);
  }
  return { blocks, used };
}
