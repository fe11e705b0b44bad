import type { Db } from "../db/client.js";
import { articleRefsOf, loadArticle, retrieve } from "../knowledge-base/retrieval/index.js";
import type { KnowledgeSources } from "./types.js";

/** The knowledge base in the database, through the retrieval module. */
export function databaseSources(db: Db): KnowledgeSources {
  return { db, retrieve, loadArticle, articleRefsOf: (ids) => articleRefsOf(db, ids) };
}
