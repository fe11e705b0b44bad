import { desc, eq, like } from "drizzle-orm";
import { FOLLOW_UP_COUNT, type SuggestionsResponse } from "../../common/chat/suggestions.js";
import type { ArticleDigest } from "../../common/knowledge-base/digest.js";
import { articleReferenceOf, formatReference, parseReference } from "../../common/references/index.js";
import type { Db } from "../db/client.js";
import { kbArticleDigests, messages } from "../db/schema.js";
import { shownAsks } from "../knowledge-base/digests/shown-asks.js";

/** The articles a reply cites, in order of first citation. */
export function citedArticles(references: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const reference of references) {
    const ref = parseReference(reference);
    if (!ref || ref.work === "bible") continue;
    if (ref.work === "st" && ref.article === undefined) continue;
    seen.add(formatReference(articleReferenceOf(ref)));
  }
  return [...seen];
}

/** Articles of the same question (ST) or neighbouring chapters (SCG), nearest first. */
export function neighbourOrder(article: string, candidates: readonly string[]): string[] {
  const ref = parseReference(article);
  const position = (r: string) => {
    const p = parseReference(r);
    if (p?.work === "st") return p.article ?? 0;
    if (p?.work === "scg") return p.chapter;
    return 0;
  };
  const at = ref?.work === "st" ? (ref.article ?? 0) : ref?.work === "scg" ? ref.chapter : 0;
  return candidates
    .filter((c) => c !== article)
    .sort((a, b) => Math.abs(position(a) - at) - Math.abs(position(b) - at) || position(a) - position(b));
}

const normalise = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A small deterministic hash, so the same conversation and reply always draw the same order. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function seededOrder<T>(items: readonly T[], seed: string, key: (item: T) => string): T[] {
  return [...items].sort((a, b) => hash(`${seed}|${key(a)}`) - hash(`${seed}|${key(b)}`));
}

export interface SuggestionInput {
  /** The digests of the articles just cited, in order of citation. */
  cited: readonly ArticleDigest[];
  /** The digests of their neighbours, nearest first. */
  neighbours: readonly ArticleDigest[];
  /** Every question already asked in the conversation. */
  asked: readonly string[];
  /** Fixes the order: the conversation and the reply the suggestions follow. */
  seed: string;
  round: number;
}

/**
 * Up to four questions: first what the cited articles answer, then what their neighbours answer, never
 * one already asked. The order is fixed by the seed, so a reload shows the same; each round shows the next.
 */
export function chooseFollowUps({ cited, neighbours, asked, seed, round }: SuggestionInput): string[] {
  const already = new Set(asked.map(normalise));
  const seen = new Set<string>();
  const take = (digests: readonly ArticleDigest[]) =>
    seededOrder(
      digests.flatMap((d) => shownAsks(d.asks)),
      seed,
      (q) => q,
    ).filter((q) => {
      const key = normalise(q);
      if (already.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const pool = [...take(cited), ...take(neighbours)];
  if (pool.length <= FOLLOW_UP_COUNT) return pool;
  const start = (round * FOLLOW_UP_COUNT) % pool.length;
  return Array.from({ length: FOLLOW_UP_COUNT }, (_, i) => pool[(start + i) % pool.length] as string);
}

const NEIGHBOURS_PER_ARTICLE = 3;

async function digestsOf(db: Db, refs: readonly string[]): Promise<ArticleDigest[]> {
  const found: ArticleDigest[] = [];
  for (const ref of refs) {
    const rows = await db.select().from(kbArticleDigests).where(eq(kbArticleDigests.articleRef, ref));
    if (rows[0]) found.push(rows[0].digest);
  }
  return found;
}

/** The article refs that share the cited article's question (ST) or book (SCG). */
async function siblingsOf(db: Db, article: string): Promise<string[]> {
  const ref = parseReference(article);
  let prefix: string | null = null;
  if (ref?.work === "st" && ref.article !== undefined) prefix = article.replace(/, a\. \d+$/, ", a. ");
  if (ref?.work === "scg") prefix = article.replace(/, c\. \d+.*$/, ", c. ");
  if (!prefix) return [];
  const rows = await db
    .select({ ref: kbArticleDigests.articleRef })
    .from(kbArticleDigests)
    .where(like(kbArticleDigests.articleRef, `${prefix}%`));
  return neighbourOrder(
    article,
    rows.map((r) => r.ref),
  ).slice(0, NEIGHBOURS_PER_ARTICLE);
}

/** The follow-ups for a conversation's last reply; none when it has no reply citing an article. */
export async function followUpsFor(
  db: Db,
  conversationId: string,
  round: number,
): Promise<SuggestionsResponse> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt));
  const reply = rows.find((m) => m.role === "assistant" && (m.citations ?? []).length > 0);
  if (!reply) return { questions: [], articles: [] };
  const articles = citedArticles((reply.citations ?? []).map((c) => c.reference));
  const cited = await digestsOf(db, articles);
  const neighbourRefs = [
    ...new Set((await Promise.all(articles.map((a) => siblingsOf(db, a)))).flat()),
  ].filter((r) => !articles.includes(r));
  const neighbours = await digestsOf(db, neighbourRefs);
  const asked = rows.filter((m) => m.role === "user").map((m) => m.content);
  const questions = chooseFollowUps({
    cited,
    neighbours,
    asked,
    seed: `${conversationId}|${reply.id}`,
    round,
  });
  return { questions, articles };
}
