import { sql } from "drizzle-orm";
import type { ArticleDigest } from "../../../../common/knowledge-base/digest.js";
import type { Db } from "../../../db/client.js";
import { knowledgeBaseSignature } from "../article-index.js";
import { toPassage } from "../passage-rows.js";
import type { Passage } from "../types.js";
import { type ArticleMeta, ArticleRanker, rankerDocument } from "./article-ranker.js";

/** What the in-process index was built from (the digests included): one small query tells if it is current. */
const SIGNATURE = knowledgeBaseSignature(true);

/**
 * A passage of an article as the in-process index keeps it: whole, with its Latin, so that a search reads nothing
 * more from the knowledge base once its articles are ranked.
 */
export type MemoryPassage = Passage;

export interface MemoryIndex {
  ranker: ArticleRanker;
  /** The English passages of each article, in order (not Rickaby's notes). */
  passages: Map<string, MemoryPassage[]>;
  /** The signs of the meaning of each article's learner questions (see meaning/signs.ts). */
  meanings: Map<string, Uint8Array>;
  /** A byte per question of `meanings`: how much it is a hub (see meaning/hubness.ts). */
  hubness: Map<string, Uint8Array>;
}

interface Built extends MemoryIndex {
  signature: string;
}

const built = new WeakMap<Db, Built>();
const building = new WeakMap<Db, Promise<Built>>();
/** How many callers are waiting for the index of each database now. */
const asked = new WeakMap<Db, number>();

interface Row extends Record<string, unknown> {
  id: string;
  ordinal: number;
  reference: string;
  article_ref: string;
  work_key: string;
  work: string;
  author: string;
  section: string;
  title: string;
  section_kind: string;
  content: string;
}

/** The Latin row that translates each English passage of the two Summae (its first, where a passage has two). */
async function latinOf(db: Db): Promise<Map<string, { id: string; content: string }>> {
  const rows = (
    await db.execute<{ translation_of: string; id: string; content: string }>(sql`
      select distinct on (l.translation_of) l.translation_of, l.id, l.content
      from knowledge_base l
      where l.language = 'la' and l.translation_of is not null and l.work_key in ('st', 'scg')
      order by l.translation_of, l.ordinal`)
  ).rows;
  return new Map(rows.map((r) => [r.translation_of, { id: r.id, content: r.content }]));
}

async function build(db: Db, signature: string): Promise<Built> {
  // Three reads, side by side on the pool's connections.
  const [{ rows }, { rows: digests }, latin] = await Promise.all([
    db.execute<Row>(sql`
      select id, ordinal, reference, article_ref, work_key, work, author, section, title, section_kind, content
      from knowledge_base
      where work_key in ('st', 'scg') and language = 'en' and section_kind <> 'note'
      order by article_ref, ordinal`),
    db.execute<{
      article_ref: string;
      digest: ArticleDigest;
      ask_meanings: Buffer | null;
      ask_hubness: Buffer | null;
    }>(sql`select article_ref, digest, ask_meanings, ask_hubness from kb_article_digests`),
    latinOf(db),
  ]);
  const digestOf = new Map(digests.map((d) => [d.article_ref, d.digest]));
  const meanings = new Map<string, Uint8Array>();
  const hubness = new Map<string, Uint8Array>();
  for (const d of digests) {
    if (d.ask_meanings) meanings.set(d.article_ref, new Uint8Array(d.ask_meanings));
    if (d.ask_meanings && d.ask_hubness) hubness.set(d.article_ref, new Uint8Array(d.ask_hubness));
  }
  const questionTitles = new Map<string, string>();
  const metas = new Map<string, ArticleMeta>();
  const passages = new Map<string, MemoryPassage[]>();
  for (const row of rows) {
    if (row.work_key === "st" && !/, a\. \d+$/.test(row.article_ref)) {
      if (row.section_kind === "prologue") questionTitles.set(row.article_ref, row.title);
      continue;
    }
    if (!metas.has(row.article_ref))
      metas.set(row.article_ref, {
        ref: row.article_ref,
        workKey: row.work_key,
        work: row.work,
        author: row.author,
        title: row.title,
        questionTitle: "",
        digest: digestOf.get(row.article_ref) ?? null,
      });
    const list = passages.get(row.article_ref) ?? [];
    const translation = latin.get(row.id);
    list.push(
      toPassage({
        ...row,
        language: "en",
        latin_id: translation?.id ?? null,
        latin_content: translation?.content ?? null,
      }),
    );
    passages.set(row.article_ref, list);
  }
  const docs = [...metas.values()].map((meta) =>
    rankerDocument(
      { ...meta, questionTitle: questionTitles.get(meta.ref.replace(/, a\. \d+$/, "")) ?? "" },
      passages.get(meta.ref) ?? [],
    ),
  );
  return { signature, ranker: new ArticleRanker(docs), passages, meanings, hubness };
}

/** Whether this database's in-process index is built, being built, or not built yet (built on first use). */
export type MemoryIndexState = "ready" | "building" | "not-built";

export function memoryIndexState(db: Db): MemoryIndexState {
  if (building.has(db)) return "building";
  if (built.has(db)) return "ready";
  // Asked for and not there yet: its first build is under way (still checking what to build from).
  return (asked.get(db) ?? 0) > 0 ? "building" : "not-built";
}

/** The in-process article index of the knowledge base, rebuilt when the knowledge base has changed. */
export async function articleRanker(db: Db): Promise<ArticleRanker> {
  return (await memoryIndex(db)).ranker;
}

/** The in-process index with the passages of every article. */
export async function memoryIndex(db: Db): Promise<MemoryIndex> {
  asked.set(db, (asked.get(db) ?? 0) + 1);
  try {
    return await currentIndex(db);
  } finally {
    asked.set(db, (asked.get(db) ?? 1) - 1);
  }
}

async function currentIndex(db: Db): Promise<MemoryIndex> {
  const result = await db.execute<{ signature: string }>(sql`select ${SIGNATURE} as signature`);
  const signature = result.rows[0]?.signature ?? "";
  const current = built.get(db);
  if (current && current.signature === signature) return current;
  let pending = building.get(db);
  if (!pending) {
    pending = build(db, signature).finally(() => building.delete(db));
    building.set(db, pending);
  }
  const fresh = await pending;
  built.set(db, fresh);
  return fresh;
}
