import type { ArticleDigest, DigestVerdict } from "../../../common/knowledge-base/digest.js";
import { shownAsks } from "../../knowledge-base/digests/shown-asks.js";
import { splitSentences } from "../guard/normalise.js";
import { analogyFor } from "./argument-notes.js";
import { keywordSet, sharedWords } from "./overlap.js";
import { goesOnFromVerdict, plainFor, type Tone, withoutLeadingVerdict } from "./phrases.js";
import type { ArticleReading } from "./reading.js";

/** The verdict an earlier reply stated in so many words, or null when it gave none. */
export function statedVerdict(reply: string): DigestVerdict | null {
  if (/my answer turns on a distinction|in one way yes, in another way no/i.test(reply))
    return "distinguishes";
  const word = /my answer is (yes|no)\b/i.exec(reply)?.[1]?.toLowerCase();
  return word === "yes" || word === "no" ? word : null;
}

const firstSentence = (text: string) => splitSentences(text)[0]?.trim() ?? text.trim();

/** The learner's question in a form fit to be asked back, ending in one question mark. */
const asQuestion = (ask: string) => `${ask.trim().replace(/[?.!\s]+$/, "")}?`;

/**
 * One of the digest's learners' questions, to be asked back: the one sharing fewest words with what
 * the learner asked, so the check is a new angle on the same answer and not their question again. Given what
 * the reply shows (`shown`), it is chosen among the questions at least half of whose words the reply uses, when
 * there are such: a child who has just read about sloth is not asked "What is acedia?".
 */
export function askBack(digest: ArticleDigest, question: string, shown?: string): string | null {
  const theirs = keywordSet(question);
  const read = shown === undefined ? null : keywordSet(shown);
  const asks = shownAsks(digest.asks).map((ask) => {
    const size = Math.max(1, keywordSet(ask).size);
    return { ask, read: read ? sharedWords(ask, read) / size : 1, theirs: sharedWords(ask, theirs) / size };
  });
  const answerable = asks.filter((a) => a.read >= 0.5);
  // The first of the fewest shared words among those the reply answers; else the first the reply comes nearest.
  const best =
    answerable.length > 0
      ? answerable.reduce((b, a) => (a.theirs < b.theirs ? a : b))
      : asks.reduce<(typeof asks)[number] | null>((b, a) => (!b || a.read > b.read ? a : b), null);
  return best ? asQuestion(best.ask) : null;
}

/** A question back that checks understanding: the same answer met from another angle. */
export const checkQuestion = (ask: string) => `Now you try. A friend asks you: *${ask}* What would you say?`;

export interface DumbOxInput {
  reading: ArticleReading & { digest: ArticleDigest };
  question: string;
  previousReply: string;
  tone: Tone;
  /** The number of his answer's passage in the reply's sources, to point at it. */
  answerSource: number | null;
}

/**
 * The same verified answer one level down, in a few short sentences: what he holds (with the verdict
 * only when the earlier reply gave one), one analogy, and a question back. Nothing new is cited.
 */
export function composeDumbOx(input: DumbOxInput): { text: string; explanatory: string } {
  const { reading, tone } = input;
  const { digest } = reading;
  const verdict = statedVerdict(input.previousReply);
  const plain = plainFor(tone, digest.plain);
  const held = firstSentence(withoutLeadingVerdict(plain));
  const goesOn = verdict === "yes" || verdict === "no" ? goesOnFromVerdict(plain) : undefined;
  const cite = input.answerSource ? ` [${input.answerSource}]` : "";
  const answer =
    verdict === null
      ? `The nearest question I asked was whether ${reading.clause ?? reading.title}. There I said: ${held}${cite}`
      : verdict === "distinguishes"
        ? `Put simply: in one way yes, in another way no. ${held}${cite}`
        : goesOn
          ? `Put simply, my answer is ${verdict}, ${firstSentence(goesOn)}${cite}`
          : `Put simply, my answer is ${verdict}. ${held}${cite}`;
  const respondeo = reading.respondeo?.content ?? "";
  const analogy =
    analogyFor(respondeo, tone) ??
    (digest.example ? `Think of it like this: ${firstSentence(digest.example.text)}` : null);
  const back = askBack(digest, input.question);
  const check = back
    ? checkQuestion(back)
    : "Now you try: can you say my answer back to me in your own words?";
  const sentences = [answer, analogy, check].filter((s): s is string => !!s);
  const text = sentences.join("\n\n");
  return { text, explanatory: text.replaceAll(cite, "") };
}
