import type { z } from "zod";
import type { kbSearchResultSchema } from "../../common/knowledge-base/contract.js";
import type { Db } from "../db/client.js";
import { badRequest } from "../http/app-error.js";
import { publicDigest } from "./digests/public-digest.js";
import { toPassageDto } from "./passage-dto.js";
import { queryTexts, retrieve } from "./retrieval/index.js";

type SearchResult = z.infer<typeof kbSearchResultSchema>;

export interface SearchRequest {
  question: string;
  limit: number;
  workKey?: string;
  author?: string;
}

/**
 * Flattens retrieval's ranked articles into ranked passages. A passage's score is its article's score
 * scaled by how it ranks within the article, so an objection stays below its article's respondeo.
 */
export async function searchPassages(db: Db, request: SearchRequest): Promise<SearchResult[]> {
  if (queryTexts(request.question).length === 0)
    throw badRequest("The question has no words to search for; try asking it in a few words.");
  const articles = await retrieve(db, {
    question: request.question,
    limit: request.limit,
    workKey: request.workKey,
    author: request.author,
  });
  const results: SearchResult[] = [];
  for (const article of articles) {
    const best = Math.max(...article.passages.map((p) => p.score), Number.EPSILON);
    for (const passage of article.passages) {
      const score = article.score * (Math.max(passage.score, 0) / best);
      results.push({
        ...toPassageDto(passage),
        score: Math.round(score * 10_000) / 10_000,
        digest: publicDigest(article.digest),
      });
    }
  }
  return results.sort((a, b) => b.score - a.score).slice(0, request.limit);
}
