import {
  DEBATE_TOPICS,
  isPhilosopherKey,
  isTopicKey,
  opponentName,
} from "../../../common/debates/catalogue.js";
import { PHILOSOPHER_PROFILES, TOPIC_INFO } from "../../../common/debates/profiles.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import type { DebateCitation } from "../../../common/knowledge-base/citation.js";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import type { KnowledgeSources } from "../../answers/types.js";
import { AppError } from "../../http/app-error.js";
import type { ArticleText, Passage } from "../../knowledge-base/retrieval/types.js";
import {
  bestExcerpt,
  firstSentence,
  hisOwnBody,
  leadingExcerpt,
  QUOTE_BUDGET,
  shared,
  stemSet,
  withoutLabel,
} from "./text.js";
import type { ComposedTurn, PriorArgument, TurnRequest } from "./types.js";

const READER: Record<EducationLevel, keyof ArticleDigest["plain"]> = {
  elementary: "child",
  middle: "child",
  high: "teen",
  college: "adult",
  graduate: "adult",
  scholar: "adult",
};

const VERDICT_WORDS: Record<ArticleDigest["verdict"], string> = {
  yes: "yes",
  no: "no",
  distinguishes: "with a distinction",
};

/** The claim Aquinas answers: the opponent's last argument, or at the opening the opponent's thesis. */
export function claimToAnswer(req: TurnRequest): { text: string; prior: PriorArgument | null } {
  const prior = [...req.previous].reverse().find((a) => a.speaker !== "aquinas") ?? null;
  if (prior) return { text: prior.content, prior };
  const { topic, opponent } = req.debate;
  if (isPhilosopherKey(opponent) && isTopicKey(topic))
    return { text: PHILOSOPHER_PROFILES[opponent].positions[topic].thesis, prior: null };
  return {
    text: isTopicKey(topic) ? `${DEBATE_TOPICS[topic]} ${TOPIC_INFO[topic].query}` : topic,
    prior: null,
  };
}

interface Choice {
  article: ArticleText;
  objection: Passage;
  reply: Passage | null;
  score: number;
}

const HIS_ANSWER = new Set(["sed_contra", "respondeo"]);

const objectionNumber = (p: Passage) => /(\d+)/.exec(p.section)?.[1] ?? null;

/** The objection closest to the claim in one article, with his reply to it. */
function bestObjection(article: ArticleText, claim: Set<string>): Choice | null {
  let best: Choice | null = null;
  const title = stemSet(article.title);
  for (const objection of article.passages.filter((p) => p.sectionKind === "objection")) {
    const n = objectionNumber(objection);
    const reply = article.passages.find((p) => p.sectionKind === "reply" && objectionNumber(p) === n) ?? null;
    const score =
      shared(stemSet(objection.content), claim).length +
      0.5 * shared(title, claim).length +
      (reply ? 0.25 : 0);
    if (!best || score > best.score) best = { article, objection, reply, score };
  }
  return best;
}

/** Articles already answered from in this debate, so later turns move on to others. */
function usedArticles(previous: PriorArgument[]): Map<string, number> {
  const used = new Map<string, number>();
  for (const a of previous) {
    if (a.speaker !== "aquinas") continue;
    const refs = new Set(
      (a.citations ?? []).map((c) => c.reference?.replace(/, (?:obj|ad|co|s\.c)\..*$/, "")),
    );
    for (const r of refs) if (r) used.set(r, (used.get(r) ?? 0) + 1);
  }
  return used;
}

async function candidates(sources: KnowledgeSources, topic: string, claim: string): Promise<ArticleText[]> {
  const anchors = isTopicKey(topic) ? TOPIC_INFO[topic].articles : [];
  const question = `${firstSentence(claim, 400)} ${isTopicKey(topic) ? TOPIC_INFO[topic].query : topic}`;
  const [loaded, found] = await Promise.all([
    Promise.all(anchors.map((ref) => sources.loadArticle(sources.db, ref))),
    sources.retrieve(sources.db, { question, limit: 3, workKey: "st" }),
  ]);
  const articles = loaded.filter((a): a is ArticleText => a !== null);
  const more = found.filter((f) => !articles.some((a) => a.articleRef === f.articleRef)).slice(0, 2);
  const extra = await Promise.all(more.map((f) => sources.loadArticle(sources.db, f.articleRef)));
  for (const a of extra) if (a) articles.push({ ...a, digest: a.digest ?? null });
  return articles.filter((a) => a.passages.some((p) => p.sectionKind === "objection"));
}

function cite(p: Passage, relevantText: string): DebateCitation {
  return {
    work: p.work,
    section: p.section,
    reference: p.reference,
    relevantText,
    language: p.language,
    translations: [],
    passageId: p.id,
    sectionKind: p.sectionKind,
  };
}

/** Aquinas' turn the scholastic way: his verdict from the digest, the nearest objection, his reply, the respondeo. */
export async function composeAquinasTurn(sources: KnowledgeSources, req: TurnRequest): Promise<ComposedTurn> {
  const { debate, level } = req;
  const opponent = opponentName(debate.opponent);
  const claim = claimToAnswer(req);
  const claimStems = stemSet(claim.text);
  const used = usedArticles(req.previous);
  const articles = await candidates(sources, debate.topic, claim.text);
  let choice: Choice | null = null;
  for (const article of articles) {
    const c = bestObjection(article, claimStems);
    if (!c) continue;
    c.score -= 3 * (used.get(article.articleRef) ?? 0);
    if (!choice || c.score > choice.score) choice = c;
  }
  if (!choice)
    throw new AppError(
      "conflict",
      "Saint Thomas found no article of the Summa on this debate's topic, so he cannot take this turn. " +
        "Start a debate on a topic he treated, or try again once the texts are imported.",
    );
  const { article, objection, reply } = choice;
  const digest = article.digest ?? null;
  const respondeo = article.passages.find((p) => p.sectionKind === "respondeo") ?? null;
  const budget = QUOTE_BUDGET[level];
  const citations: DebateCitation[] = [];
  const quoted: string[] = [];
  const paragraphs: string[] = [];

  // His position: the digest's verdict and plain answer (his voice, not a quotation).
  const plain = digest?.plain[READER[level]];
  const verdict = digest ? VERDICT_WORDS[digest.verdict] : null;
  const stance =
    !debate.aquinasDefends && claim.prior === null && isPhilosopherKey(debate.opponent)
      ? `${opponent} defends the thesis I oppose. `
      : "";
  paragraphs.push(
    plain && verdict
      ? `${stance}To the question *${article.title.replace(/\?$/, "")}?* I answer ${verdict}. ${plain}`
      : `${stance}I take up the question *${article.title}*`,
  );

  const objectionLabel = objection.section;
  const answering = claim.prior
    ? `${claim.prior.speaker === "user" ? "You have" : `${opponent} has`} argued: ${firstSentence(claim.text)}`
    : isPhilosopherKey(debate.opponent)
      ? `${opponent} holds that ${lowerFirst(firstSentence(claim.text))}`
      : "My opponent will say the contrary.";
  paragraphs.push(
    `${answering} This is the difficulty I set out myself as ${objectionLabel} of ${article.articleRef} — the view I answer, not my own.`,
  );
  citations.push(cite(objection, leadingExcerpt(withoutLabel(objection.content), budget).text));

  if (reply) {
    const r = leadingExcerpt(withoutLabel(reply.content), budget);
    paragraphs.push(`To it I reply: “${r.text}”${r.cut ? " …" : ""} (${reply.reference})`);
    citations.push(cite(reply, r.text));
    quoted.push(reply.reference);
  }
  if (respondeo) {
    const answer = digest ? withoutLabel(digest.answerSentence) : "";
    const whole = withoutLabel(respondeo.content);
    const body = hisOwnBody(whole);
    const sentence = answer && whole.includes(answer) ? answer : leadingExcerpt(body, 1).text;
    paragraphs.push(
      `This rests on what I answer in the body of the article: “${sentence}” (${respondeo.reference})`,
    );
    const quotedTexts = [sentence];
    if (level !== "elementary" && level !== "middle") {
      const near = bestExcerpt(body, claimStems, budget, 1);
      if (near.score >= 2 && near.text !== sentence && !sentence.includes(near.text)) {
        paragraphs.push(`And to the point at issue: “${near.text}” (${respondeo.reference})`);
        quotedTexts.push(near.text);
      }
    }
    citations.push(cite(respondeo, quotedTexts.join(" … ")));
    quoted.push(respondeo.reference);
  }

  const content = paragraphs.join("\n\n");
  // What a model may quote from: the objection answered, his reply to it, the sed contra and the respondeo.
  const groundingPassages = [
    objection,
    reply,
    ...article.passages.filter((p) => HIS_ANSWER.has(p.sectionKind)),
  ].filter((p): p is Passage => p !== null);
  return {
    content,
    citations,
    grounding: { passages: groundingPassages, digest, position: null },
    shape: {
      speakerName: "Saint Thomas Aquinas",
      claim: plain ? firstSentence(plain) : article.title,
      premises: [
        ...(reply ? [firstSentence(withoutLabel(reply.content))] : []),
        ...(respondeo && digest ? [withoutLabel(digest.answerSentence)] : []),
      ],
      answers: claim.prior
        ? {
            speakerName: claim.prior.speaker === "user" ? "You" : opponent,
            turnNumber: claim.prior.turnNumber,
            claim: firstSentence(claim.prior.content),
            content: claim.prior.content,
          }
        : null,
      quoted,
      summarised: [],
      content,
    },
  };
}

/** "Substance exists…" after "holds that": lower-cased, unless it begins with a name ("God", "Christ"). */
function lowerFirst(s: string): string {
  const first = /^[A-Za-z]+/.exec(s)?.[0] ?? "";
  if (!first || /^(?:God|Christ|I|Scripture)$/.test(first) || /[A-Z]/.test(first.slice(1))) return s;
  return s[0]?.toLowerCase() + s.slice(1);
}
