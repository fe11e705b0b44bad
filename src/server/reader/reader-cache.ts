import { sql } from "drizzle-orm";
import { readerPageSchema } from "../../common/reader/contract.js";
import type { Db } from "../db/client.js";
import { knowledgeBaseSignature } from "../knowledge-base/retrieval/article-index.js";
import { loadOutline, type Outline } from "./outline.js";
import { readerPage } from "./page.js";

/** Pages kept at most; the oldest go first. */
const MAX_PAGES = 1000;

interface State {
  signature: string;
  outline: Promise<Outline>;
  /** Each page as the JSON the route sends, checked against the contract once when it is built. */
  pages: Map<string, Promise<string | null>>;
}

/**
 * Reader pages and the outline, kept in this process until the knowledge base changes: every request
 * reads the knowledge-base signature (one small query) and starts afresh when it differs.
 */
export class ReaderCache {
  private state: State | null = null;

  constructor(private readonly db: Db) {}

  private async current(): Promise<State> {
    const result = await this.db.execute<{ signature: string }>(
      sql`select ${knowledgeBaseSignature(true)} as signature`,
    );
    const signature = result.rows[0]?.signature ?? "";
    if (this.state?.signature !== signature) {
      const outline = loadOutline(this.db);
      // A failed load is not kept: the next request tries again.
      outline.catch(() => {
        if (this.state?.outline === outline) this.state = null;
      });
      this.state = { signature, outline, pages: new Map() };
    }
    return this.state;
  }

  async outline(): Promise<Outline> {
    return (await this.current()).outline;
  }

  /** The page of an article, question or chapter as JSON text, or null when the knowledge base has none. */
  async pageJson(articleRef: string): Promise<string | null> {
    const state = await this.current();
    let page = state.pages.get(articleRef);
    if (!page) {
      page = state.outline.then(async (outline) => {
        const built = await readerPage(this.db, outline, articleRef);
        return built ? JSON.stringify(readerPageSchema.parse(built)) : null;
      });
      page.catch(() => state.pages.delete(articleRef));
      state.pages.set(articleRef, page);
      if (state.pages.size > MAX_PAGES) {
        const oldest = state.pages.keys().next().value;
        if (oldest !== undefined) state.pages.delete(oldest);
      }
    }
    return page;
  }
}

const caches = new WeakMap<Db, ReaderCache>();

export function readerCacheFor(db: Db): ReaderCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReaderCache(db);
    caches.set(db, cache);
  }
  return cache;
}
