import { meaningWeighed } from "../knowledge-base/meaning/question-meaning.js";
import { terms } from "../knowledge-base/retrieval/memory/tokens.js";
import { isDefinitional } from "../knowledge-base/retrieval/query-terms.js";
import type {
  ArticleText,
  Passage,
  RetrievedArticle,
  ScriptureVerse,
} from "../knowledge-base/retrieval/types.js";
import { metInItsReplies } from "./met-in-replies.js";
import { judgeRelevance, type Relevance } from "./relevance.js";
import { withSubjectNamed } from "./subjects.js";
import type { KnowledgeSources, RecentMessage, SourceText } from "./types.js";

export const SCRIPTURE_WORK = "Holy Scripture (Douay-Rheims)";

/** The passages an answer is built from: the best article whole, the next ones as retrieved. */
export interface Grounding {
  main: ArticleText | null;
  related: RetrievedArticle[];
  /**
   * Other articles of the main article's question, best match first: the scholastic order sets them
   * side by side (whether it can be demonstrated that God exists, then whether God exists).
   */
  siblings: RetrievedArticle[];
  /** Whether the main article answers the question, is only the nearest he asked, or nothing is close. */
  relevance: Relevance;
  /** How much of the question the main article's title, asks or plain answer covers (0–1). */
  coverage: number;
  /** How close the main article's learner questions come to the question in meaning, when measured. */
  closeness?: number;
  /** Passage ids of the main article as retrieval ranked them, best first. */
  mainHits: string[];
  sources: SourceText[];
  /** For readers who want the article's setting: its question's prologue and a parallel chapter. */
  setting?: ArticleSetting;
}

/** Where an article stands: the prologue of its question, and a parallel place in the Contra Gentiles. */
export interface ArticleSetting {
  prologue: Passage | null;
  parallel: { articleRef: string; title: string; passage: Passage } | null;
}

const isHis = (a: { author: string; workKey?: string }) =>
  /aquinas/i.test(a.author) || a.workKey === "st" || a.workKey === "scg";

const NOTHING: Grounding = {
  main: null,
  related: [],
  siblings: [],
  relevance: "untreated",
  coverage: 0,
  mainHits: [],
  sources: [],
};

/** The question an article of the Summa belongs to ("ST I, q. 2" for "ST I, q. 2, a. 3"), else null. */
export function questionOf(articleRef: string): string | null {
  const match = /^(ST .+), a\. \d+$/.exec(articleRef);
  return match?.[1] ?? null;
}

export interface GroundOptions {
  /** How many other articles of the main article's question to bring in (0: none). */
  siblings?: number;
  /** Bring in the article's setting (question prologue, a parallel chapter of the Contra Gentiles). */
  setting?: boolean;
  /** The question this one leans on (the first half of a two-part question). */
  leansOn?: string;
  /** Articles already answered from (the first half of a two-part question): others come first. */
  answered?: string[];
}

/**
 * Without meanings: how far a Contra Gentiles chapter must cover the article's own question to count as a
 * parallel place.
 */
const PARALLEL_COVERAGE = 0.45;

/**
 * With meanings, a parallel place is the chapter nearest in meaning to the article when the words find it too,
 * among their first this many (decision 036): either alone names a neighbouring chapter too often.
 */
const PARALLEL_WORDS_RANK = 2;

/** Looked up beside the main article, from what retrieval already knows of it (title and digest). */
export async function settingOf(
  sources: KnowledgeSources,
  main: Pick<RetrievedArticle, "articleRef" | "title" | "digest">,
): Promise<ArticleSetting> {
  const question = questionOf(main.articleRef);
  if (!question) return { prologue: null, parallel: null };
  const about = [main.title, main.digest?.plain.adult ?? ""].join(" ");
  const [prologueArticle, chapters, near] = await Promise.all([
    sources.loadArticle(sources.db, question),
    sources.retrieve(sources.db, { question: about, workKey: "scg", limit: PARALLEL_WORDS_RANK }),
    sources.nearestChapter ? sources.nearestChapter(main.articleRef) : Promise.resolve(undefined),
  ]);
  const prologue = prologueArticle?.passages.find((p) => p.sectionKind === "prologue") ?? null;
  const [first] = chapters;
  const chapter =
    near === undefined
      ? first && (first.coverage ?? 0) >= PARALLEL_COVERAGE
        ? first
        : undefined
      : chapters.find((c) => c.articleRef === near?.articleRef);
  const passage = chapter ? [...chapter.passages].sort((a, b) => b.score - a.score)[0] : undefined;
  const parallel =
    chapter && passage ? { articleRef: chapter.articleRef, title: chapter.title, passage } : null;
  return { prologue, parallel };
}

/**
 * The ranked articles without those an earlier part was answered from, when one of the rest answers
 * the question as well as the best of all did; otherwise all of them (the parts ask the same thing).
 */
function withoutAnswered(all: RetrievedArticle[], answered: string[], question: string): RetrievedArticle[] {
  const fresh = all.filter((a) => !answered.includes(a.articleRef));
  if (fresh.length === 0 || fresh.length === all.length) return all;
  const judged = judgeRelevance(fresh, question).relevance;
  return judged === "answers" || judged === judgeRelevance(all, question).relevance ? fresh : all;
}

/** A message that says it starts a new matter. */
const NEW_MATTER =
  /^\W*(?:(?:ok(?:ay)?|so|now|also|and|alright|right)\W+)*(?:(?:a |another |one more |a different |different |new |unrelated |separate |other |side )(?:question|thing|topic)\b|(?:on )?(?:another|a different) (?:note|subject)\b|changing (?:the )?(?:subject|topic)\b|unrelated\b)/i;

/**
 * In a conversation a question may carry on the one before without saying so ("ok but is it a mortal sin?",
 * "even the devil and demons?"), or start a new matter; so may the second half of a two-part message. It is
 * ranked both alone and after the learner's previous question, and the ranking whose best article comes nearer
 * in meaning is kept: a new matter is nearer its own article alone than mixed with the last one. Without the
 * encoder, it is ranked once, as retrieval reads it (with the conversation for a bare "why?").
 */
async function rankedInConversation(
  sources: KnowledgeSources,
  { asked: question, searched, previous }: { asked: string; searched: string; previous: string | undefined },
  recent: RecentMessage[],
  context: string[],
  leansOn: string | undefined,
): Promise<{ found: RetrievedArticle[]; leansOn: string | undefined }> {
  // Without a question before it, it is ranked once; retrieval itself reads a bare "why?" with what came before.
  const asRetrievalReadsIt = () =>
    sources.retrieve(sources.db, { question: searched, recent: context, leansOn, limit: 5 });
  // With the encoder off or broken no ranking has a closeness to weigh: the two would be made for nothing.
  if (!previous || !meaningWeighed()) return { found: await asRetrievalReadsIt(), leansOn };
  // "What is grace?", "ok, different question: …": a message that names its own matter, or says it starts a
  // new one, stands by itself.
  const itsOwn = question.replace(NEW_MATTER, "").replace(/^[\s.,:;!-]+/, "") || question;
  if (itsOwn !== question || isDefinitional(question))
    return { found: await sources.retrieve(sources.db, { question: itsOwn, limit: 5 }), leansOn: undefined };
  const [byItself, afterPrevious] = await Promise.all([
    sources.retrieve(sources.db, { question: searched, limit: 5 }),
    sources.retrieve(sources.db, { question: searched, recent: context, leansOn: previous, limit: 5 }),
  ]);
  const [itself, after] = [byItself.find(isHis), afterPrevious.find(isHis)];
  if (itself?.closeness === undefined || after?.closeness === undefined)
    return { found: await asRetrievalReadsIt(), leansOn };
  // "What about fish?" after "Do animals go to heaven?": a thing named and nothing asked of it is the same question
  // asked of that thing, however near its own words come to another article ("whether it is lawful to kill").
  if (asksTheSameOf(question)) return { found: afterPrevious, leansOn: previous };
  const lastReply = [...recent].reverse().find((m) => m.role === "assistant")?.citedArticles?.[0];
  if (lastReply && WHAT_ABOUT.test(question)) {
    const kept = await weighedInItsReplies(sources, lastReply, searched, previous);
    if (kept)
      return { found: [kept, ...afterPrevious.filter((a) => a.articleRef !== lastReply)], leansOn: previous };
  }
  if (after.closeness <= itself.closeness) return { found: byItself, leansOn: undefined };
  // "Is suicide always wrong?" after "Do guardian angels exist?" comes nearer, read after it, to the article the
  // last reply stood on (the angels' question is half the text read); but it points back to nothing, and its
  // own words find another article: it is a new question.
  const repeatsLastReply = after.articleRef === lastReply && itself.articleRef !== lastReply;
  if (repeatsLastReply && !POINTS_BACK.test(question)) return { found: byItself, leansOn: undefined };
  // "ok and is he good?" after "Does God exist?": read after the question before, it finds again the article the
  // last reply stood on, though none of its own words is in that article's question: it asks something more of
  // the same matter, which the next article found answers.
  if (after.articleRef === lastReply && !CIRCUMSTANCE.test(question) && !sharesItsQuestion(question, after)) {
    const next = afterPrevious.find((a) => isHis(a) && a.articleRef !== lastReply);
    if (next) return { found: [next, ...afterPrevious.filter((a) => a !== next)], leansOn: previous };
  }
  return { found: afterPrevious, leansOn: previous };
}

/** "What about fish?", "and the angels?", "how about my cat": a thing named in a few words, nothing asked of it. */
const SAME_OF =
  /^\s*(?:(?:and|but|ok(?:ay)?|so)\s+)?(?:what about|how about|and)\s+(?<thing>[^?.!]+?)\s*[?.!]*\s*$/i;

export function asksTheSameOf(message: string): boolean {
  const thing = SAME_OF.exec(message)?.groups?.thing;
  return (
    !!thing &&
    thing.split(/\s+/).length <= 4 &&
    !/\b(?:is|are|was|were|do|does|did|can|could|should|would|will|why|how|what)\b/i.test(thing)
  );
}

/**
 * "What about lying to save someone's life?" after "is lying always wrong?": the article the last reply stood on,
 * ranked for the follow-up, when it weighs that circumstance in one of its objections and the reply to it.
 */
async function weighedInItsReplies(
  sources: KnowledgeSources,
  lastReply: string,
  searched: string,
  previous: string,
): Promise<RetrievedArticle | undefined> {
  const cited = await sources.loadArticle(sources.db, lastReply);
  if (!cited || !metInItsReplies(cited, searched)) return undefined;
  const within = await sources.retrieve(sources.db, {
    question: searched,
    withinQuestion: questionOf(lastReply) ?? lastReply,
    leansOn: previous,
    limit: 5,
  });
  return within.find((a) => a.articleRef === lastReply);
}

/** "What about lying to save someone's life?", "and what if…": a follow-up asking the matter in a circumstance. */
const WHAT_ABOUT =
  /^\s*(?:(?:and|but|ok(?:ay)?|so)\s+)?(?:what about|how about|what if|but what if|even if)\b/i;

/** "But what if they're old and sick?": the same matter in a circumstance, which its article's replies meet. */
export const CIRCUMSTANCE = /\b(?:what if|but if|even if|what about if|suppose|supposing)\b/i;

/** Whether a message uses a word of an article's own question ("is it a mortal sin?" of "…a mortal sin?"). */
function sharesItsQuestion(message: string, article: RetrievedArticle): boolean {
  const own = new Set(terms(message));
  return terms(article.title).some((t) => own.has(t));
}

/** Words by which a message points back to what was said before it ("is it a mortal sin?", "and those?"). */
const POINTS_BACK =
  /\b(?:it|its|it's|that|this|these|those|they|them|their|such|same|also|too|then|instead|either|one|ones)\b|^\s*(?:and|but|so|or|ok|okay|what about|how about)\b/i;

export async function ground(
  sources: KnowledgeSources,
  question: string,
  recent: RecentMessage[],
  options: GroundOptions = {},
): Promise<Grounding> {
  const context = recent.slice(-3).map((m) => m.content);
  // The second half of a two-part message leans on its first half; otherwise on the learner's last message.
  const previous = options.leansOn ?? [...recent].reverse().find((m) => m.role === "user")?.content;
  // "does he love some people more than others?" after "does god love everybody?" is searched as asked of God.
  const searched = withSubjectNamed(question, previous);
  const { found, leansOn } = await rankedInConversation(
    sources,
    { asked: question, searched, previous },
    recent,
    context,
    options.leansOn,
  );
  const all = found.filter(isHis);
  const his = withoutAnswered(all, options.answered ?? [], question);
  const top = his[0];
  if (!top) return NOTHING;
  const within = questionOf(top.articleRef);
  const wanted = options.siblings ?? 0;
  // The question's other articles are ranked on their own, so a neighbour the learner most likely
  // means is found even when articles of other questions crowd it out of the overall top five.
  const [loaded, sameQuestion, setting] = await Promise.all([
    sources.loadArticle(sources.db, top.articleRef),
    within && wanted > 0
      ? sources.retrieve(sources.db, {
          question: searched,
          recent: context,
          leansOn,
          withinQuestion: within,
          limit: wanted + 1,
        })
      : Promise.resolve([]),
    options.setting ? settingOf(sources, top) : Promise.resolve(undefined),
  ]);
  const main = { ...(loaded ?? fromRetrieved(top)), digest: loaded?.digest ?? top.digest ?? null };
  const related = his.slice(1, 5);
  const siblings = sameQuestion.filter((a) => a.articleRef !== top.articleRef).slice(0, wanted);
  const { relevance, coverage } = judgeRelevance(his, question);
  const mainHits = [...top.passages].sort((a, b) => b.score - a.score).map((p) => p.id);
  const extra = setting ? [setting.prologue, setting.parallel?.passage].filter((p): p is Passage => !!p) : [];
  return {
    main,
    related,
    siblings,
    relevance,
    coverage,
    ...(top.closeness !== undefined ? { closeness: top.closeness } : {}),
    mainHits,
    sources: numberSources(main, related, siblings, 2, extra),
    ...(setting ? { setting } : {}),
  };
}

/** Re-opens the articles an earlier reply cited, in the order cited. */
export async function groundFromPassages(
  sources: KnowledgeSources,
  passageIds: string[],
): Promise<Grounding> {
  const refs = await sources.articleRefsOf(passageIds);
  const articles: ArticleText[] = [];
  for (const ref of refs) {
    const article = await sources.loadArticle(sources.db, ref);
    if (article) articles.push(article);
  }
  const [main, ...rest] = articles;
  if (!main) return NOTHING;
  const related = rest.map((a) => asRetrieved(a));
  const within = questionOf(main.articleRef);
  const siblings = related.filter((a) => within !== null && questionOf(a.articleRef) === within);
  const cited = new Set(passageIds);
  const mainHits = main.passages.filter((p) => cited.has(p.id)).map((p) => p.id);
  return {
    main,
    related,
    siblings,
    relevance: "answers",
    coverage: 1,
    mainHits,
    sources: numberSources(main, related),
  };
}

function fromRetrieved(article: RetrievedArticle): ArticleText {
  return {
    articleRef: article.articleRef,
    title: article.title,
    work: article.work,
    author: article.author,
    passages: [...article.passages]
      .sort((a, b) => a.ordinal - b.ordinal)
      .map((p) => ({ ...p, scripture: [] })),
  };
}

function asRetrieved(article: ArticleText): RetrievedArticle {
  const first = article.passages[0];
  return {
    articleRef: article.articleRef,
    title: article.title,
    work: article.work,
    workKey: first?.workKey ?? "",
    author: article.author,
    score: 0,
    passages: article.passages.map((p) => ({ ...p, score: 0 })),
  };
}

function passageSource(p: Passage, number: number): SourceText {
  return {
    number,
    passageId: p.id,
    reference: p.reference,
    articleRef: p.articleRef,
    title: p.title,
    work: p.work,
    section: p.section,
    sectionKind: p.sectionKind,
    content: p.content,
    latin: p.latin?.content ?? null,
  };
}

function verseSource(v: ScriptureVerse, number: number, citedBy: string[]): SourceText {
  return {
    number,
    passageId: v.id,
    reference: v.reference,
    articleRef: v.reference,
    title: v.reference,
    work: SCRIPTURE_WORK,
    section: v.reference.replace(/:\d+(?:[-–]\d+)?$/, ""),
    sectionKind: "verse",
    content: v.content,
    latin: v.latin,
    citedBy,
  };
}

/**
 * Numbers the main article's passages, the verses they cite, the related articles' best passages, then
 * the answers of the sibling articles not already among them.
 */
export function numberSources(
  main: ArticleText,
  related: RetrievedArticle[],
  siblings: RetrievedArticle[] = [],
  perRelated = 2,
  /** Single passages set beside the article: its question's prologue, a parallel chapter. */
  extra: Passage[] = [],
): SourceText[] {
  const out: SourceText[] = [];
  const push = sourceAdder(out);
  for (const p of main.passages) push((n) => passageSource(p, n), p.id);
  const citing = new Map<string, string[]>();
  for (const p of main.passages)
    for (const v of p.scripture) citing.set(v.id, [...(citing.get(v.id) ?? []), p.id]);
  for (const p of main.passages)
    for (const v of p.scripture) push((n) => verseSource(v, n, citing.get(v.id) ?? [p.id]), v.id);
  for (const article of related) {
    // The best passages of each related article, and always its respondeo when retrieval found it.
    const ranked = [...article.passages].sort((a, b) => b.score - a.score);
    const respondeo = ranked.find((p) => p.sectionKind === "respondeo");
    const best = [...(respondeo ? [respondeo] : []), ...ranked.filter((p) => p !== respondeo)].slice(
      0,
      perRelated,
    );
    for (const p of best) push((n) => passageSource(p, n), p.id);
  }
  for (const article of siblings) {
    const respondeo = article.passages.find((p) => p.sectionKind === "respondeo");
    if (respondeo) push((n) => passageSource(respondeo, n), respondeo.id);
  }
  for (const p of extra) push((n) => passageSource(p, n), p.id);
  return out;
}

/**
 * Adds sources to a list in order, each numbered on from the last, and none whose id is there already (the ids
 * of the list's own sources count as there).
 */
function sourceAdder(out: SourceText[]): (make: (n: number) => SourceText, id: string) => void {
  const seen = new Set(out.map((s) => s.passageId));
  return (make, id) => {
    if (seen.has(id)) return;
    seen.add(id);
    out.push(make(out.length + 1));
  };
}

/** The grounding with single passages added after its sources (numbered on from them), each once. */
export function withPassages(grounding: Grounding, passages: Passage[]): Grounding {
  const sources = [...grounding.sources];
  const add = sourceAdder(sources);
  for (const p of passages) add((n) => passageSource(p, n), p.id);
  return { ...grounding, sources };
}
