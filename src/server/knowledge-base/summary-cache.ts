import { sql } from "drizzle-orm";
import type { KbStats, WorkSummary } from "../../common/knowledge-base/contract.js";
import type { Db } from "../db/client.js";
import { knowledgeBaseStats, listWorks } from "./repository.js";
import { knowledgeBaseSignature } from "./retrieval/article-index.js";

/** How the summaries are counted; a field, so that a test can watch how often counting happens. */
export interface SummaryLoaders {
  stats: (db: Db) => Promise<KbStats>;
  works: (db: Db) => Promise<WorkSummary[]>;
}

interface State {
  signature: string;
  stats?: Promise<KbStats>;
  works?: Promise<WorkSummary[]>;
}

/**
 * The knowledge base's stats and works list, counted once and kept until the knowledge base changes.
 * Each request reads the knowledge-base signature (its content version and import log: one small query);
 * requests that arrive while that read is under way share it, so a burst costs one query, not one each.
 */
export class KnowledgeBaseSummaryCache {
  readonly loaders: SummaryLoaders = { stats: knowledgeBaseStats, works: listWorks };
  private state: State | null = null;
  private reading: Promise<State> | null = null;

  constructor(private readonly db: Db) {}

  private current(): Promise<State> {
    this.reading ??= this.db
      .execute<{ signature: string }>(sql`select ${knowledgeBaseSignature(true)} as signature`)
      .then((result) => {
        const signature = result.rows[0]?.signature ?? "";
        if (this.state?.signature !== signature) this.state = { signature };
        return this.state;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async get<K extends "stats" | "works">(key: K): Promise<Awaited<NonNullable<State[K]>>> {
    const state = await this.current();
    let value = state[key];
    if (!value) {
      value = this.loaders[key](this.db) as NonNullable<State[K]>;
      state[key] = value;
      // A failed count is not kept: the next request counts again.
      value.catch(() => {
        if (state[key] === value) state[key] = undefined;
      });
    }
    return value as Promise<Awaited<NonNullable<State[K]>>>;
  }

  stats(): Promise<KbStats> {
    return this.get("stats");
  }

  works(): Promise<WorkSummary[]> {
    return this.get("works");
  }
}

const caches = new WeakMap<Db, KnowledgeBaseSummaryCache>();

export function summaryCacheFor(db: Db): KnowledgeBaseSummaryCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new KnowledgeBaseSummaryCache(db);
    caches.set(db, cache);
  }
  return cache;
}
