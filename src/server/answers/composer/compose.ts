import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import { type LanguagePreferences, TEXT_LANGUAGES } from "../../../common/preferences/languages.js";
import { shownAsks } from "../../knowledge-base/digests/shown-asks.js";
import { terms } from "../../knowledge-base/retrieval/memory/tokens.js";
import type { Grounding } from "../gather.js";
import { fleschKincaidGrade } from "../readability.js";
import { farInMeaning } from "../relevance.js";
import type { SourceText } from "../types.js";
import { analogyFor, argumentNotes } from "./argument-notes.js";
import { type Block, explanatoryText, renderBlocks } from "./blocks.js";
import {
  answerPart,
  objectionsPart,
  type PartContext,
  scripturePart,
  siblingsPart,
} from "./compose-parts.js";
import { askBack, checkQuestion } from "./dumb-ox.js";
import { pickTerms } from "./glossary.js";
import { LEVEL_PLANS } from "./level-plan.js";
import * as say from "./phrases.js";
import { quotesShown, withShownReferences } from "./quotes-shown.js";
import { type ArticleReading, readArticle, titleClause } from "./reading.js";
import { settingPart } from "./setting-part.js";

export interface ComposeInput {
  question: string;
  educationLevel: EducationLevel;
  responseStyle: ResponseStyle;
  languagePreferences: LanguagePreferences;
  grounding: Grounding & { main: NonNullable<Grounding["main"]> };
  /** A plainer second telling of an earlier reply. */
  simplify?: boolean;
}

export interface Composed {
  /** Reply text with [n] markers, before the guard turns them into references. */
  text: string;
  /** The composer's own explanatory prose, for readability measurement. */
  explanatory: string;
}

/** Builds his reply from one article: deterministic for the same input. */
export function compose(input: ComposeInput): Composed {
  const { grounding, educationLevel: level, responseStyle: style, languagePreferences: prefs } = input;
  const { main, sources, related } = grounding;
  const plan = LEVEL_PLANS[level];
  const tone = say.toneOf(level);
  const siblingRefs: string[] = [];
  const reading = readArticle(sources, main.articleRef, main.title, main.digest ?? null);
  const answers = grounding.relevance === "answers";
  const ranked = grounding.mainHits
    .map((id) => sources.find((s) => s.passageId === id))
    .filter((s): s is SourceText => !!s && s.articleRef === main.articleRef);
  const ctx: PartContext = {
    reading,
    plan,
    tone,
    style,
    latinFirst: prefs.primary === "la",
    rankedParagraphs: ranked.length > 0 ? ranked : reading.paragraphs,
    quoted: [],
    latinShown: [],
    question: input.question,
    answers,
  };

  const digest = reading.digest;
  const plainAnswer = digest ? withShownReferences(say.plainFor(tone, digest.plain), sources) : null;
  const blocks: Block[] = [{ kind: "heading", text: "The question" }];
  if (input.simplify) blocks.push({ kind: "text", text: simplifyIntro(tone) });
  // What follows answers a neighbouring question, not theirs: said before anything is quoted.
  blocks.push({
    kind: "text",
    text: answers
      ? say.opening(
          tone,
          say.questionKind(input.question),
          main.articleRef,
          reading.clause,
          main.title,
          digest?.plainQuestion ?? null,
        )
      : say.nearestLine(tone, reading.clause, main.title, plainAnswer),
  });
  if (!TEXT_LANGUAGES.includes(prefs.primary)) {
    blocks.push({
      kind: "text",
      text: "My writings are given here in English and in the Latin I wrote them in; I will not guess at other tongues.",
    });
  }
  const verdict =
    answers && digest && plainAnswer
      ? [
          {
            kind: "text" as const,
            text: say.verdictLine(
              tone,
              digest.verdict,
              plainAnswer,
              tone === "child" ? null : reading.clause,
              tone === "child" && reading.clause !== null,
            ),
          },
        ]
      : [];

  if (tone === "child") {
    // His answer in plain words first, one example, the one sentence that carries it, then a check.
    blocks.push(...verdict);
    // One example: the plain answer's own image when it has one, else one beside it.
    const hasImage = /\b(?:like|the way|just as|as when|imagine)\b/i.test(plainAnswer ?? "");
    if (answers && digest?.example && !hasImage)
      blocks.push(...examplePart(reading, sources, digest.example));
    blocks.push(...answerPart(ctx));
  } else {
    const scholastic = style === "educational" || tone === "expert";
    const { objections, replies } = objectionsPart(ctx, !scholastic);
    const scripture = scripturePart(ctx);
    const siblings = siblingsPart(ctx, sources, grounding.siblings);
    siblingRefs.push(...siblings.used);
    const answer = [...answerPart(ctx), ...siblings.blocks];
    // How his answer argues is read in his answer: the body of an article (not an objection, nor a reply's
    // side-argument: "since it cannot go on to infinity" in a reply is no key step of the body), or a chapter.
    const answerText = reading.respondeo?.content ?? ctx.rankedParagraphs.map((p) => p.content).join(" ");
    const notes = argumentNotes(answerText, tone, 1).map((text) => ({ kind: "text" as const, text }));
    if (scholastic) blocks.push(...objections, ...scripture, ...answer, ...verdict, ...notes, ...replies);
    else blocks.push(...answer, ...verdict, ...notes, ...objections, ...scripture);
    if (tone === "adult" || tone === "expert") blocks.push(...settingPart(ctx, sources, grounding.setting));
  }

  // Latin glosses only for words of the Latin actually shown.
  const terms = pickTerms(
    ctx.quoted.join(" "),
    digest?.terms ?? [],
    ctx.latinShown,
    plan.terms,
    plan.band,
    input.question,
  );
  if (terms.length > 0) {
    blocks.push({ kind: "heading", text: "Key terms" });
    blocks.push({ kind: "terms", items: terms });
  }
  if (tone === "child" && answers && digest) {
    const back = askBack(digest, input.question, renderBlocks(blocks, "balanced"));
    if (back)
      blocks.push({
        kind: "text",
        text: checkQuestion(back),
      });
  }

  // The nearest related article is offered as the next question; the others become cross-references. An article
  // far from the question in meaning is no next step from it, though the ranking found it fifth ("but what if he
  // does it again?" was offered "Why isn't greatness of soul a commandment?"); one that meets little of the
  // question, or is not near it in meaning, gives way to another article of the main article's question ("is it
  // ever ok to tell a lie if it makes someone feel better?" was offered whether passion makes an act better,
  // and "why did God make mosquitoes?" whether the Incarnation was fitting).
  const [best, ...others] = related.filter(
    (r) =>
      r.articleRef !== main.articleRef &&
      !siblingRefs.includes(r.articleRef) &&
      r.articleRef !== grounding.setting?.parallel?.articleRef &&
      !farInMeaning(r),
  );
  const sibling = grounding.siblings.find(
    (s) => s.articleRef !== main.articleRef && !siblingRefs.includes(s.articleRef),
  );
  const next = best && meetsTheQuestion(best) ? best : (sibling ?? null);
  const crossRefs = others
    .filter(meetsTheQuestion)
    .slice(0, plan.crossReferences)
    .map((r) => {
      const clause = titleClause(r.title);
      return clause ? say.crossReference(clause, r.articleRef) : `See also ${r.articleRef} (${r.title}).`;
    });
  if (crossRefs.length > 0)
    blocks.push({ kind: "heading", text: "Related articles" }, { kind: "text", text: crossRefs.join(" ") });
  if (next) {
    const clause = titleClause(next.title);
    // A child is offered the next question in a learner's own words, from that article's digest.
    const childAsk = tone === "child" ? nextAskForChild(next.digest, input.question) : null;
    const offer = childAsk
      ? `If you want to learn more, ask me: *${childAsk}*`
      : clause
        ? say.invitation(tone, style, clause, next.articleRef)
        : `${tone === "child" ? "If you want to learn more," : "To go further,"} read what I wrote in ${next.articleRef} (${next.title}).`;
    blocks.push({ kind: "heading", text: "To go further" }, { kind: "text", text: offer });
  }

  return { text: renderBlocks(blocks, style), explanatory: explanatoryText(blocks) };
}

/** How near an article of another question must come to be offered as the next step (see compose). */
const NEXT_STEP = { coverage: 0.5, closeness: 0.6 };

/** Whether a related article meets enough of the question, and comes near it in meaning, to be the next step. */
function meetsTheQuestion(article: { coverage?: number; closeness?: number }): boolean {
  return (article.coverage ?? 1) >= NEXT_STEP.coverage && (article.closeness ?? 1) >= NEXT_STEP.closeness;
}

/** The reading grade above which an example is not shown to a child. */
const CHILD_EXAMPLE_GRADE = 6;

/** The longest plain question offered to a child as the next thing to ask, in words. */
const CHILD_NEXT_WORDS = 12;

/**
 * The question offered a child next from an article's digest: the article's own question in everyday words
 * (its plain question), which says what the article is about; when that is long, the shortest of its learner
 * questions, which may be a side of it ("Does God feel emotions when he helps us?" for whether passion makes
 * an act better or worse). Never the child's own question again ("Does God punish children for what their
 * parents did?" was offered back to its asker).
 */
export function nextAskForChild(digest: ArticleDigest | null | undefined, asked = ""): string | null {
  if (!digest) return null;
  const own = new Set(terms(asked));
  const isAsked = (ask: string) => {
    const words = new Set(terms(ask));
    const shared = [...words].filter((w) => own.has(w)).length;
    return shared / Math.max(1, new Set([...words, ...own]).size) >= 0.6;
  };
  const plain = digest.plainQuestion;
  if (plain && plain.split(/\s+/).length <= CHILD_NEXT_WORDS && !isAsked(plain)) return plain;
  return (
    [...shownAsks(digest.asks)].filter((a) => !isAsked(a)).sort((a, b) => a.length - b.length)[0] ?? null
  );
}

/**
 * One example for a child: an image of how his answer argues, else the digest's example, pointed at its
 * place when it is his own words. Told, not quoted: the one quotation a child gets carries his answer.
 */
function examplePart(
  reading: ArticleReading,
  sources: SourceText[],
  example: { text: string; ref?: string },
): Block[] {
  const image = analogyFor(reading.respondeo?.content ?? "", "child");
  if (image) return [{ kind: "text", text: image }];
  // His own examples are often told for grown readers: a child gets one only if it reads easily.
  if (fleschKincaidGrade(example.text) > CHILD_EXAMPLE_GRADE) return [];
  // An example that quotes words the reply cannot show at their place (a verse not among its passages) is left
  // out: the guard would have to strike it.
  if (!quotesShown(example.text, sources)) return [];
  const own = example.ref
    ? sources.find((s) => s.reference === example.ref && s.content.includes(example.text))
    : null;
  return [{ kind: "text", text: `For example: ${example.text}${own ? ` [${own.number}]` : ""}` }];
}

function simplifyIntro(tone: ReturnType<typeof say.toneOf>): string {
  return tone === "child"
    ? "Let me say it again, more simply. My brothers called me the Dumb Ox, because I was slow and quiet. So let us go slowly."
    : "Let me put it more plainly, the slow way my brothers teased me for: the Dumb Ox goes one step at a time.";
}
