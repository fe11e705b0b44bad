import { terms } from "../knowledge-base/retrieval/memory/tokens.js";
import { modernNamesIn } from "../knowledge-base/retrieval/modern-matters.js";
import { askingSentences } from "../knowledge-base/retrieval/query-terms.js";
import type { RetrievedArticle } from "../knowledge-base/retrieval/types.js";

/**
 * What the ranking says of its best article:
 * - `answers`: it is the article that answers the question;
 * - `neighbour`: it is the nearest question he asked, not the one asked (say so in those words);
 * - `untreated`: nothing he wrote comes close (say that he did not treat it).
 */
export type Relevance = "answers" | "neighbour" | "untreated";

export interface RelevanceJudgement {
  relevance: Relevance;
  /** The rarity-weighted share of the question met in the best article's title, asks or plain answer. */
  coverage: number;
  /** How far the best article's score stands above the next one's (0: a tie, 1: alone). */
  margin: number;
}

/** The thresholds, set on the development questions of bench/retrieval. */
export const RELEVANCE = {
  /** At or above this coverage the best article answers the question... */
  answers: 0.55,
  /** ...and at or above this one too, when it also stands clearly above the next. */
  answersWithMargin: 0.4,
  margin: 0.15,
  /** Below this coverage nothing he wrote is close. */
  neighbour: 0.22,
  /**
   * At or above this rarity-weighted share of the learner's words that neither his text nor the best
   * article's digest uses, the matter is not his.
   */
  unknown: 0.3,
  /**
   * Above this share of the learner's words naming a thing of our day ("smartphones", "climate change"),
   * the matter is not his, however close an article's words come: he is asked about something he never
   * saw, and his articles are principles that bear on it. Any such name counts.
   */
  modern: 0,
  /**
   * A choice of the learner's own life ("should I take a gap year?") is his only when the best article is
   * near it in meaning too: at or above this closeness of the sentence encoder. Below it, his articles share
   * the question's words ("decide", "school", "job") but not its matter, and the principles of counsel bear on it.
   */
  choiceCloseness: 0.6,
  /**
   * At or above this closeness of the sentence encoder, the best article is near the question in meaning, and
   * the learner's words that his text lacks ("my grandma gives me socks every birthday…", "…after watching a
   * horror movie last night") tell the setting of the question, not a matter he never saw: the question is his
   * unless the sentence that asks it names a thing of our day.
   */
  nearInMeaning: 0.64,
  /**
   * A thing of our day named only in the learner's setting ("i want to be a famous youtuber… would that actually
   * make me happy?"), with no other sign of a matter he never saw: the question is his at or above this closeness
   * (set on the development questions: such questions he treated stood at 0.56 and above, those he did not at 0.53
   * and below).
   */
  nearDespiteSetting: 0.55,
  /**
   * Below this closeness the best article is far from the question in meaning, however many of its words it
   * shares ("how many bones are in the human body?", "who will win the Super Bowl?"): he did not treat it.
   */
  farInMeaning: 0.48,
  /**
   * A question of measure or number about the world ("how far away is the sun?", "how many bones are in the
   * human body?") is his only at or above this closeness: he counted the angels and the sacraments, and said how
   * long Christ lay in the tomb, but measured nothing of nature; below it, an article shares the question's
   * words ("body", "sun"), not its matter.
   */
  measureCloseness: 0.6,
  /**
   * Below this closeness of the sentence encoder, an article whose words cover the question is the nearest he
   * wrote, not its answer ("whats the point of confirmation if i'm already baptized?" met, by "already", whether a
   * man can be excommunicated who is already under sentence of excommunication, at 0.54): its yes or no is not
   * given as the answer. Set on the development questions: the right articles judged to answer stood at 0.57 and
   * above.
   */
  answersCloseness: 0.56,
  /**
   * When another of the first five is nearer the question in meaning than the best by this much, the words and
   * the meaning disagree, and the best is the nearest he wrote rather than the answer ("does he love some people
   * more than others?" found whether God ought to be loved more than our neighbour, while whether God loves all
   * things equally stood nearer in meaning). On the development questions the best article judged to answer was
   * right for 9 of the 22 such questions, against 280 of 339 in all.
   */
  closerElsewhere: 0.06,
};

/** A question whether something is wrong, a sin, allowed…: it asks for a moral verdict. */
const MORAL_VERDICT_ASKED =
  /^(?:(?:so|but|and|ok|okay)\s+)?(?:is it|isn'?t it|was it|would it be)\s+(?:\w+\s+){0,2}?(?:wrong|a sin|sinful|bad|evil|ok|okay|allowed|lawful|permissible|immoral|acceptable|fine|right)\b/i;
/** The words by which an article's own question asks for one: a sin, lawful, ought, may… */
const MORAL_VERDICT_GIVEN =
  /\b(?:sin|sins|sinful|sinning|lawful|unlawful|mortal|venial|vice|vicious|praiseworthy|meritorious|blameworthy|evil|good|wrong|right|ok|okay|allowed|allow|permitted|licit|ought|should|must|may|bound|obliged|duty|virtue|virtuous|fitting|fine|bad|forbidden|justified|just|unjust)\b/i;

/**
 * Whether the learner asks if something is wrong (or a sin, or allowed) and the best article's question asks no
 * such thing ("is it wrong that I hate the kid who bullies me?" → whether love is a cause of hatred): its yes or
 * no answers another question, so the article is the nearest he wrote, not the answer.
 */
export function asksAnotherVerdict(question: string, top: RetrievedArticle): boolean {
  const asking = askingSentences(question).trim();
  if (!MORAL_VERDICT_ASKED.test(asking)) return false;
  return !MORAL_VERDICT_GIVEN.test(`${top.title} ${top.digest?.plainQuestion ?? ""}`);
}

/**
 * A year after his death (1274) in the sentences that ask ("what was the trinity test in 1945?"): the matter
 * asked is of later times, whatever words of his it shares.
 */
const LATER_YEAR = /\b(?:127[5-9]|12[89]\d|1[3-9]\d\d|20\d\d)s?\b/;

export const asksOfLaterTimes = (question: string): boolean => LATER_YEAR.test(askingSentences(question));

/** Whether the sentences that ask name neither a thing of our day nor a year after his death. */
const askedOfHisDay = (asking: string): boolean =>
  modernNamesIn(asking).length === 0 && !LATER_YEAR.test(asking);

/** A question asking how far, how many, how old…: a measure or a number. */
const MEASURE =
  /\bhow (?:far|many|much|long|big|old|tall|fast|heavy|hot|cold|deep|high|large|small|wide|bright)\b/i;

/** Whether a question asks a measure or number that the best article is not near enough in meaning to give. */
const measureNotGiven = (question: string, top: RetrievedArticle): boolean =>
  MEASURE.test(askingSentences(question)) &&
  top.closeness !== undefined &&
  top.closeness < RELEVANCE.measureCloseness;

/** A choice of the learner's own life: "should I…", "is it better to…", "which should we…". */
const PERSONAL_CHOICE =
  /\b(?:should (?:i|we|my \w+|our \w+)|is it (?:better|worth it|worth|smarter|wiser)(?: for (?:me|us))? to|would it be (?:better|wiser|smarter)|which (?:one )?should (?:i|we)|what should (?:i|we) (?:do|choose|pick|study))\b/i;

export const isPersonalChoice = (question: string) => PERSONAL_CHOICE.test(question);

/** The act a learner asks whether to do: "so should i love my mom more than some random stranger?" → "love". */
const CHOICE_ACT =
  /\bshould (?:i|we)\s+(?:(?:really|just|still|even|actually|always|ever|also)\s+)?([a-z]+)/i;
/** Verbs that name no act of their own ("should I get a tattoo?", "should I take a gap year?"). */
const LIGHT_VERBS = new Set([
  "get",
  "make",
  "go",
  "take",
  "put",
  "use",
  "let",
  "try",
  "do",
  "be",
  "have",
  "keep",
]);

/**
 * Whether the act the learner asks whether to do is the one the best article asks whether one ought to do
 * ("should i love my mom more than some random stranger?" and whether we ought to love one neighbour more than
 * another): a question of the moral life he treated, not a choice of the learner's own life.
 */
export function asksTheArticlesAct(question: string, top: RetrievedArticle): boolean {
  const act = CHOICE_ACT.exec(askingSentences(question))?.[1]?.toLowerCase();
  if (!act || LIGHT_VERBS.has(act)) return false;
  const [stemmed] = terms(act);
  return stemmed !== undefined && terms(`${top.title} ${top.digest?.plainQuestion ?? ""}`).includes(stemmed);
}

/** Judges the best of the ranked articles from the ranking's own evidence (and the question's form). */
export function judgeRelevance(ranked: RetrievedArticle[], question = ""): RelevanceJudgement {
  const [top, next] = ranked;
  if (!top) return { relevance: "untreated", coverage: 0, margin: 0 };
  const farChoice =
    isPersonalChoice(question) &&
    top.closeness !== undefined &&
    top.closeness < RELEVANCE.choiceCloseness &&
    !asksTheArticlesAct(question, top);
  const coverage = top.coverage ?? 0;
  const margin = next && top.score > 0 ? Math.max(0, (top.score - next.score) / top.score) : 1;
  const asking = askingSentences(question);
  const foreign =
    (top.unknown ?? 0) >= RELEVANCE.unknown ||
    (top.modern ?? 0) > RELEVANCE.modern ||
    // A pair of the learner's words no article joins, one rare everywhere ("solar panels"), where the best
    // article covers less than half of the question: a thing he never saw.
    (top.foreignPairs ?? 0) > 0 ||
    LATER_YEAR.test(asking);
  const ofHisDay = question !== "" && top.closeness !== undefined && askedOfHisDay(asking);
  const nearInMeaning = ofHisDay && (top.closeness ?? 0) >= RELEVANCE.nearInMeaning;
  // Only the learner's setting names a thing of our day; the sentences that ask are of a matter he treated.
  const ofOurDayInSettingOnly =
    ofHisDay &&
    (top.modern ?? 0) > RELEVANCE.modern &&
    (top.unknown ?? 0) < RELEVANCE.unknown &&
    (top.foreignPairs ?? 0) === 0 &&
    (top.closeness ?? 0) >= RELEVANCE.nearDespiteSetting;
  const untreated =
    (foreign && !nearInMeaning && !ofOurDayInSettingOnly) ||
    farInMeaning(top) ||
    farChoice ||
    measureNotGiven(question, top);
  const judged = untreated ? "untreated" : byCoverage(coverage, margin, nearInMeaning);
  return {
    relevance:
      judged === "answers" &&
      (asksAnotherVerdict(question, top) || onlyWordsMeet(top) || nearerElsewhere(ranked))
        ? "neighbour"
        : judged,
    coverage,
    margin,
  };
}

/** Whether another of the first five articles stands clearly nearer the question in meaning than the best. */
export function nearerElsewhere(ranked: RetrievedArticle[]): boolean {
  const [top, ...rest] = ranked.slice(0, 5);
  if (top?.closeness === undefined) return false;
  const nearest = Math.max(...rest.map((a) => a.closeness ?? Number.NEGATIVE_INFINITY));
  return nearest - top.closeness >= RELEVANCE.closerElsewhere;
}

/** Whether the words of an article meet the question while its meaning stays apart from it. */
const onlyWordsMeet = (top: RetrievedArticle): boolean =>
  top.closeness !== undefined && top.closeness < RELEVANCE.answersCloseness;

/** Whether an article is far from the question in meaning (never, when the question was ranked by words alone). */
export const farInMeaning = (article: { closeness?: number }): boolean =>
  article.closeness !== undefined && article.closeness < RELEVANCE.farInMeaning;

/** For an article not found foreign to the question: how much of the question it covers, and how clearly. */
function byCoverage(coverage: number, margin: number, nearInMeaning: boolean): Relevance {
  if (nearInMeaning && coverage < RELEVANCE.neighbour) return "neighbour";
  if (coverage >= RELEVANCE.answers) return "answers";
  if (coverage >= RELEVANCE.answersWithMargin && margin >= RELEVANCE.margin) return "answers";
  return coverage >= RELEVANCE.neighbour ? "neighbour" : "untreated";
}
