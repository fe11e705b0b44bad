import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import type { ArticleText } from "../../knowledge-base/retrieval/types.js";
import { numberSources } from "../gather.js";
import { splitSentences } from "../guard/normalise.js";
import type { RecentMessage, SourceText } from "../types.js";
import { type Block, renderBlocks } from "./blocks.js";
import { LEVEL_PLANS } from "./level-plan.js";
import { keywordSet, sharedWords } from "./overlap.js";
import { plainFor, toneOf } from "./phrases.js";
import { quotesShown, withShownReferences } from "./quotes-shown.js";
import { ordinalSentences, readArticle, shorten, titleClause } from "./reading.js";

/** A message that leans on the reply before it: asking why, for an example, or about a further case. */
export type FollowUpKind = "why" | "example" | "what-about";

const WHY =
  /^(?:but |and |so |ok(?:ay)? |hmm+ )?(?:why(?: not| so| is that| though)?|how come|how so|for what reason)\b/;
const EXAMPLE = /\b(?:an? example|examples|for instance|illustrat\w*|show me how|like what)\b/;
/** A message that opens by asking for an example, however long the reason that follows. */
const ASKS_FOR_EXAMPLE =
  /^(?:(?:ok(?:ay)?|so|and|but|please|hmm+) )*(?:(?:can|could|would|will) (?:you|u) (?:please )?(?:give|show|tell)|give|show|tell) (?:me |us )?(?:an? |some |one |any |a few )?(?:concrete |real |simple |good |practical |actual |everyday )*(?:examples?|instances?)\b/;
const WHAT_ABOUT =
  /^(?:and |but |so |ok(?:ay)? )?(?:what about|how about|what if|and if|does that apply to|is that true for)\b/;

/** The kind of follow-up a short message is, or null for a question in its own right. */
export function followUpKind(question: string): FollowUpKind | null {
  const q = question
    .toLowerCase()
    .replace(/[^a-z' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = q.split(" ").filter(Boolean).length;
  // "Why?", "why not though? …", "but why": a bare why leans on the reply, whatever worry follows it ("why not?
  // i was baptized as a baby and don't remember it"); "Why is there evil?" is its own question.
  const bareWhy =
    /^\W*(?:but |and |so |ok(?:ay)? )?(?:why(?: not)?(?: though| then)?|how come|how so)\s*(?:[?!.,]|$)/i.test(
      question.trim(),
    );
  if (bareWhy && words <= 40) return "why";
  // "Can you give me some concrete examples of what's in it, so I can explain it to my kids?"
  if (ASKS_FOR_EXAMPLE.test(q) && words <= 40) return "example";
  if (words === 0 || words > 14) return null;
  if (EXAMPLE.test(q)) return "example";
  if (WHY.test(q) && (bareWhy || words <= 4 || /^(?:but |and )?why not\b/.test(q))) return "why";
  if (WHAT_ABOUT.test(q)) return "what-about";
  return null;
}

/** The article the last reply answered from: the first it cited. */
export function previousArticle(recent: RecentMessage[]): string | null {
  const last = [...recent].reverse().find((m) => m.role === "assistant");
  return last?.citedArticles?.[0] ?? null;
}

export interface FollowUpReply {
  text: string;
  explanatory: string;
  sources: SourceText[];
}

const REASON = /^(?:For|Because|Since|Now|But|Hence|Therefore|Wherefore|Consequently|Thus)\b/;

/**
 * "Why?" after a reply: the reasons of the same article's body, and the reply to the objection that
 * comes nearest the learner's worry. "Can you give an example?": his illustration, or the digest's.
 */
export function composeFollowUp(
  kind: Exclude<FollowUpKind, "what-about">,
  article: ArticleText,
  question: string,
  level: EducationLevel,
  style: ResponseStyle,
): FollowUpReply {
  const sources = numberSources(article, []);
  const reading = readArticle(sources, article.articleRef, article.title, article.digest ?? null);
  const tone = toneOf(level);
  const plan = LEVEL_PLANS[level];
  const clause = titleClause(article.title);
  const asked = clause ? `whether ${clause}` : `"${article.title}"`;
  const blocks: Block[] = [];
  const quoted: string[] = [];
  const quote = (text: string, source: SourceText) => {
    quoted.push(text);
    blocks.push({ kind: "quote", text: shorten(text, plan.maxQuoteWords), source: source.number });
  };

  if (kind === "example") {
    blocks.push({ kind: "heading", text: "An example" });
    const example = article.digest?.example;
    // His own words where the example is his: quoted at its place, so the learner can open it.
    const own = example?.ref
      ? sources.find((s) => s.reference === example.ref && s.content.includes(example.text))
      : undefined;
    if (example && own) {
      blocks.push({ kind: "text", text: `I give one myself, in ${own.reference}:` });
      quote(example.text, own);
    } else if (example && !quotesShown(example.text, sources)) {
      // It quotes words (a verse) not among the passages at hand: pointed to, not quoted unverified.
      blocks.push({
        kind: "text",
        text: `The example that fits quotes words I cannot set before you here: open ${example.ref ?? article.articleRef} to read it.`,
      });
    } else if (example) {
      const where = example.ref
        ? `I give it myself, in ${example.ref}: `
        : "Here is one that fits what I hold: ";
      blocks.push({ kind: "text", text: `${where}${example.text}` });
    } else {
      blocks.push({ kind: "text", text: `I did not give an example of my own in ${article.articleRef}.` });
    }
    if (article.digest)
      blocks.push({
        kind: "text",
        text: `And the point it shows: ${withShownReferences(plainFor(tone, article.digest.plain), sources)}`,
      });
    // The sentence that carries his answer, so the example stands on what he wrote.
    if (reading.answer) {
      blocks.push({ kind: "text", text: "As I put it there:" });
      quote(reading.answer.sentence, reading.answer.source);
    }
  } else {
    blocks.push({ kind: "heading", text: "Why I hold it" });
    blocks.push({
      kind: "text",
      text: `You ask why. In ${article.articleRef} I ask ${asked}, and these are my reasons:`,
    });
    const body = reading.respondeo ?? reading.paragraphs[0] ?? null;
    if (body) {
      const sentences = splitSentences(body.content);
      const answer = reading.answer?.sentence;
      // Where the body counts its reasons ("First of all to satisfy…", "Secondly, in order to show…"), those are
      // they, in his order. Otherwise the sentences that give a reason, those that can be shown whole first: cut to a
      // child's length, a long one may stop before it says anything ("For, as Eusebius says (…), "if …").
      const fits = (s: string) => s.split(/\s+/).length <= plan.maxQuoteWords;
      const counted = ordinalSentences(sentences).filter((s) => s !== answer);
      const reasons =
        counted.length >= 2
          ? counted.slice(0, plan.answerQuotes + 1)
          : sentences
              .filter((s) => s !== answer && REASON.test(s))
              .map((s, i) => ({ s, i, rank: fits(s) ? 0 : 1 }))
              .sort((a, b) => a.rank - b.rank || a.i - b.i)
              .slice(0, plan.answerQuotes + 1)
              .sort((a, b) => a.i - b.i)
              .map((r) => r.s);
      for (const s of reasons.length > 0 ? reasons : sentences.slice(0, 2)) quote(s, body);
    }
    // The reply whose objection shares most with the learner's words answers their "but…".
    const worry = keywordSet(question);
    const ranked = reading.replies
      .map((r) => {
        const objection = sources.find((s) => s.reference === r.reference.replace(/ad (\d+)$/, "obj. $1"));
        return { reply: r, shared: sharedWords(`${objection?.content ?? ""} ${r.content}`, worry) };
      })
      .sort((a, b) => b.shared - a.shared);
    const best = ranked[0];
    if (best && best.shared > 0) {
      blocks.push({ kind: "text", text: "To the difficulty you raise, I replied:" });
      const first = splitSentences(best.reply.content)[0];
      if (first) quote(first, best.reply);
    }
    if (article.digest)
      blocks.push({
        kind: "text",
        text: `In short: ${withShownReferences(plainFor(tone, article.digest.plain), sources)}`,
      });
  }
  const text = renderBlocks(blocks, style);
  const explanatory = blocks
    .filter((b): b is { kind: "text"; text: string } => b.kind === "text")
    .map((b) => b.text)
    .join(" ");
  return { text, explanatory, sources };
}
