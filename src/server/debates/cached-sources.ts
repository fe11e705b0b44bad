import type { KnowledgeSources } from "../answers/types.js";
import type { ArticleText, RetrievedArticle } from "../knowledge-base/retrieval/types.js";

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 500;

/** A small time-limited memo: the knowledge base changes only when the corpus is imported again. */
class Memo<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = load();
    value.catch(() => this.entries.delete(key));
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at: Date.now(), value });
    return value;
  }
}

const memos = new WeakMap<KnowledgeSources, KnowledgeSources>();

/**
 * The same sources with articles and retrievals remembered for a few minutes. Debate turns ask again and
 * again for the same central articles and, for a philosopher, for the same sketches of his view.
 */
export function cachedSources(sources: KnowledgeSources): KnowledgeSources {
  const known = memos.get(sources);
  if (known) return known;
  const articles = new Memo<ArticleText | null>();
  const searches = new Memo<RetrievedArticle[]>();
  const cached: KnowledgeSources = {
    ...sources,
    loadArticle: (db, ref) => articles.get(ref, () => sources.loadArticle(db, ref)),
    retrieve: (db, query) => searches.get(JSON.stringify(query), () => sources.retrieve(db, query)),
  };
  memos.set(sources, cached);
  return cached;
}
