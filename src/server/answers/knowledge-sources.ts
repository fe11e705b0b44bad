import type { Db } from "../db/client.js";
import { nearestChapter } from "../knowledge-base/meaning/parallel-chapter.js";
import { articleRefsOf, loadArticle, retrieve } from "../knowledge-base/retrieval/index.js";
import { memoryIndex } from "../knowledge-base/retrieval/memory/load-ranker.js";
import type { KnowledgeSources } from "./types.js";

/** The knowledge base in the database, through the retrieval module. */
export function databaseSources(db: Db): KnowledgeSources {
  return {
    db,
    retrieve,
    loadArticle,
    articleRefsOf: (ids) => articleRefsOf(db, ids),
    nearestChapter: async (articleRef) => nearestChapter(articleRef, (await memoryIndex(db)).meanings),
  };
}
