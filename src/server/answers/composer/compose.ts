import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import { type LanguagePreferences, TEXT_LANGUAGES } from "../../../common/preferences/languages.js";
import type { Grounding } from "../gather.js";
import type { SourceText } from "../types.js";
import { argumentNotes } from "./argument-notes.js";
import { type Block, explanatoryText, renderBlocks } from "./blocks.js";
import {
  answerPart,
  objectionsPart,
  type PartContext,
  scripturePart,
  siblingsPart,
} from "./compose-parts.js";
import { pickTerms } from "./glossary.js";
import { LEVEL_PLANS } from "./level-plan.js";
import * as say from "./phrases.js";
import { readArticle, titleClause } from "./reading.js";

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

const NOTES_PER_TONE = { child: 1, young: 2, adult: 2, expert: 3 } as const;

/** Builds his reply from one article: deterministic for the same input. */
export function compose(input: ComposeInput): Composed {
  const { grounding, educationLevel: level, responseStyle: style, languagePreferences: prefs } = input;
  const { main, sources, related } = grounding;
  const plan = LEVEL_PLANS[level];
  const tone = say.toneOf(level);
  const seed = say.seedOf(input.question);
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
  };

  const blocks: Block[] = [{ kind: "heading", text: "The question" }];
  if (input.simplify) blocks.push({ kind: "text", text: simplifyIntro(tone) });
  blocks.push({
    kind: "text",
    text: say.opening(tone, style, input.question, answers ? reading.clause : null, seed),
  });
  if (!TEXT_LANGUAGES.includes(prefs.primary)) {
    blocks.push({
      kind: "text",
      text: "My writings are given here in English and in the Latin I wrote them in; I will not guess at other tongues.",
    });
  }

  const scholastic = style === "educational" || tone === "expert";
  const { objections, replies } = objectionsPart(ctx, !scholastic);
  const scripture = scripturePart(ctx);
  const siblings = siblingsPart(ctx, sources, grounding.siblings);
  const answer = [...answerPart(ctx), ...siblings.blocks];
  const digest = reading.digest;
  const plainAnswer = digest ? say.plainFor(tone, digest.plain) : null;
  const verdict =
    answers && digest && plainAnswer
      ? [{ kind: "text" as const, text: say.verdictLine(tone, digest.verdict, plainAnswer, reading.clause) }]
      : [];
  if (!answers) {
    // Said before anything is quoted: what follows answers a neighbouring question, not theirs.
    blocks.push({ kind: "text", text: say.nearestLine(tone, reading.clause, main.title, plainAnswer) });
  }
  const answerText = [reading.respondeo?.content ?? "", ...ctx.rankedParagraphs.map((p) => p.content)].join(
    " ",
  );
  const notes = argumentNotes(answerText, tone, NOTES_PER_TONE[tone]).map((text) => ({
    kind: "text" as const,
    text,
  }));

  if (scholastic) blocks.push(...objections, ...scripture, ...answer, ...verdict, ...notes, ...replies);
  else blocks.push(...answer, ...verdict, ...notes, ...objections, ...scripture);

  const latinRows = plan.latinTerms
    ? sources.filter((s) => s.articleRef === main.articleRef && s.latin).map((s) => s.latin!)
    : [];
  const terms = pickTerms(ctx.quoted.join(" "), digest?.terms ?? [], latinRows, plan.terms, plan.band);
  if (terms.length > 0) {
    blocks.push({ kind: "heading", text: "Key terms" });
    const lead = say.termsLead(tone, style);
    if (lead) blocks.push({ kind: "text", text: lead });
    blocks.push({ kind: "terms", items: terms });
  }

  // The nearest related article is offered as the next question; the others become cross-references.
  const [next, ...others] = related.filter(
    (r) => r.articleRef !== main.articleRef && !siblings.used.includes(r.articleRef),
  );
  const crossRefs = others.slice(0, plan.crossReferences).map((r) => {
    const clause = titleClause(r.title);
    return clause ? say.crossReference(clause, r.articleRef) : `See also ${r.articleRef} (${r.title}).`;
  });
  if (crossRefs.length > 0)
    blocks.push({ kind: "heading", text: "Related articles" }, { kind: "text", text: crossRefs.join(" ") });
  if (next) {
    const clause = titleClause(next.title);
    const offer = clause
      ? say.invitation(tone, style, clause, next.articleRef, seed)
      : `${tone === "child" ? "Want to learn more?" : "To go further,"} read what I wrote in ${next.articleRef} (${next.title}).`;
    blocks.push({ kind: "heading", text: "To go further" }, { kind: "text", text: offer });
  }
  const closing = say.closing(tone, style);
  if (closing) blocks.push({ kind: "text", text: closing });

  return { text: renderBlocks(blocks, style), explanatory: explanatoryText(blocks) };
}

function simplifyIntro(tone: ReturnType<typeof say.toneOf>): string {
  return tone === "child"
    ? "Let me say it again, more simply. My brothers called me the Dumb Ox, because I was slow and quiet. So let us go slowly."
    : "Let me put it more plainly, the slow way my brothers teased me for: the Dumb Ox goes one step at a time.";
}
