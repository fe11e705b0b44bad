import { and, eq, sql } from "drizzle-orm";
import type { Citation } from "../../common/knowledge-base/citation.js";
import { formatArticleRef, parseReference } from "../../common/references/index.js";
import { ground, questionOf } from "../answers/gather.js";
import type { KnowledgeSources } from "../answers/types.js";
import type { Db } from "../db/client.js";
import { messages } from "../db/schema.js";
import { AppError } from "../http/app-error.js";
import type { ArticleText } from "../knowledge-base/retrieval/types.js";
import type { RelatedArticle } from "./compose/material-input.js";

/** Articles a material is built from at most: the reply's main article and two it cited beside it. */
export const MAX_ARTICLES = 3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isHisWork = (ref: string) => /^(?:ST|SCG) /.test(ref);

export interface MessageRef {
  messageId?: string | null;
  conversationId?: string | null;
  messageContent: string;
  citations?: Pick<Citation, "reference" | "passageId">[] | null;
}

/** The stored reply's citations when the message is known: what the client sends is only a fallback. */
async function storedCitations(db: Db, ref: MessageRef): Promise<Citation[] | null> {
  if (!ref.messageId || !UUID.test(ref.messageId)) return null;
  const where = [eq(messages.id, ref.messageId), eq(messages.role, "assistant")];
  if (ref.conversationId) where.push(eq(messages.conversationId, ref.conversationId));
  const [row] = await db
    .select({ citations: messages.citations })
    .from(messages)
    .where(and(...where))
    .limit(1);
  return row ? (row.citations ?? []) : null;
}

/** The articles (ST) and chapters (SCG) cited, in order, from passage ids first and references second. */
async function citedArticleRefs(
  sources: KnowledgeSources,
  citations: MessageRef["citations"],
): Promise<string[]> {
  const list = citations ?? [];
  const fromIds = await sources.articleRefsOf(list.flatMap((c) => (c.passageId ? [c.passageId] : [])));
  const fromRefs = list.flatMap((c) => {
    const parsed = c.reference ? parseReference(c.reference) : null;
    return parsed && parsed.work !== "bible" ? [formatArticleRef(parsed)] : [];
  });
  return [...new Set([...fromIds, ...fromRefs])].filter(isHisWork);
}

/** Other articles of the main article's question, in order: what to read next. */
async function sameQuestion(db: Db, main: string): Promise<RelatedArticle[]> {
  const question = questionOf(main);
  if (!question) return [];
  const result = await db.execute<{ article_ref: string; title: string }>(sql`
    select article_ref, title from kb_retrieval_articles
    where language = 'en' and article_ref like ${`${question}, a. %`} and article_ref <> ${main}
    order by article_number`);
  return result.rows.map((r) => ({ ref: r.article_ref, title: r.title }));
}

/** The knowledge sources, with a way to load several articles at once when the database offers one. */
export type MaterialSources = KnowledgeSources & {
  loadArticles?: (refs: string[]) => Promise<ArticleText[]>;
};

async function loadAll(sources: MaterialSources, refs: string[]): Promise<ArticleText[]> {
  if (sources.loadArticles) return sources.loadArticles(refs);
  const loaded = await Promise.all(refs.map((r) => sources.loadArticle(sources.db, r)));
  return loaded.filter((a): a is ArticleText => a !== null);
}

export interface MaterialGrounding {
  articles: ArticleText[];
  related: RelatedArticle[];
}

/**
 * Re-reads from the knowledge base the articles a reply cited (never the text the client sends); a
 * reply that cited none is grounded as a question would be, from its own words.
 */
export async function groundMaterial(sources: MaterialSources, ref: MessageRef): Promise<MaterialGrounding> {
  const citations = (await storedCitations(sources.db, ref)) ?? ref.citations ?? [];
  const refs = (await citedArticleRefs(sources, citations)).slice(0, MAX_ARTICLES);
  // What to read next is looked up while the articles load; it only depends on the first one cited.
  const [loaded, next] = await Promise.all([
    loadAll(sources, refs),
    refs[0] ? sameQuestion(sources.db, refs[0]) : Promise.resolve(null),
  ]);
  let articles = loaded;
  if (articles.length === 0) {
    const found = await ground(sources, ref.messageContent.slice(0, 2000), []);
    articles = found.main ? [found.main] : [];
  }
  const main = articles[0];
  if (!main) {
    throw new AppError(
      "bad_request",
      "This reply quotes none of his works, so there is nothing to build a material from. Ask him a question and use his answer.",
    );
  }
  const related =
    next && main.articleRef === refs[0] ? next : await sameQuestion(sources.db, main.articleRef);
  return { articles, related };
}
