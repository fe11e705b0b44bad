import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { Citation, DebateCitation } from "../../common/knowledge-base/citation.js";
import type { ArticleDigest } from "../../common/knowledge-base/digest.js";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull().default("New Conversation"),
    visitorId: text("visitor_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("conversations_updated_idx").on(t.updatedAt),
    // A visitor's list, most recent first, page by page.
    index("conversations_visitor_updated_idx").on(t.visitorId, t.updatedAt, t.id),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    citations: jsonb("citations").$type<Citation[] | null>(),
    confidence: text("confidence", { enum: ["high", "low"] }),
    engine: text("engine"),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

/**
 * A streamed reply being written by a server process (`owner`, the key of that process's presence lock).
 * The exchange goes into `messages` in one transaction when the reply is complete, and this row goes with
 * it; a row whose process died is marked failed, so no reply is ever left half-stored or silently lost.
 */
export const pendingReplies = pgTable(
  "chat_pending_replies",
  {
    id: uuid("id").primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userMessageId: uuid("user_message_id").notNull(),
    question: text("question").notNull(),
    owner: integer("owner").notNull(),
    status: text("status", { enum: ["pending", "failed"] })
      .notNull()
      .default("pending"),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("pending_replies_status_idx").on(t.status, t.owner)],
);

/**
 * One passage of a source text. English and Latin are separate rows joined by translation_of.
 * `reference` is the canonical reference of the passage; `article_ref` groups the passages of one
 * article (ST), chapter (SCG, Bible, other works).
 */
export const knowledgeBase = pgTable(
  "knowledge_base",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").notNull(),
    workKey: text("work_key").notNull(),
    work: text("work").notNull(),
    author: text("author").notNull(),
    section: text("section").notNull(),
    sectionKind: text("section_kind").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    reference: text("reference").notNull(),
    articleRef: text("article_ref").notNull(),
    location: jsonb("location").$type<Record<string, string | number>>().notNull(),
    ordinal: integer("ordinal").notNull(),
    language: varchar("language", { length: 5 }).notNull().default("en"),
    originalLanguage: varchar("original_language", { length: 5 }),
    translationOf: uuid("translation_of").references((): AnyPgColumn => knowledgeBase.id, {
      onDelete: "cascade",
    }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector(case when language = 'en' then 'english'::regconfig else 'simple'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case when language = 'en' then 'english'::regconfig else 'simple'::regconfig end, content), 'B')`,
    ),
  },
  (t) => [
    index("kb_search_idx").using("gin", t.searchVector),
    index("kb_reference_idx").on(t.reference),
    index("kb_article_idx").on(t.articleRef, t.ordinal),
    index("kb_translation_idx").on(t.translationOf),
    index("kb_source_idx").on(t.source),
    index("kb_work_key_idx").on(t.workKey, t.language),
  ],
);

/** A Scripture verse that a passage cites inline, resolved at import. */
export const scriptureLinks = pgTable(
  "kb_scripture_links",
  {
    passageId: uuid("passage_id")
      .notNull()
      .references(() => knowledgeBase.id, { onDelete: "cascade" }),
    verseId: uuid("verse_id")
      .notNull()
      .references(() => knowledgeBase.id, { onDelete: "cascade" }),
    cited: text("cited").notNull(),
  },
  (t) => [primaryKey({ columns: [t.passageId, t.verseId] }), index("kb_links_verse_idx").on(t.verseId)],
);

/** One row per imported source folder: what was imported, from which files, when. */
export const kbImports = pgTable("kb_imports", {
  source: text("source").primaryKey(),
  checksum: text("checksum").notNull(),
  rows: integer("rows").notNull(),
  unresolvedLinks: integer("unresolved_links").notNull().default(0),
  /** False from the moment an import of the source starts until its rows are all in (same transaction). */
  complete: boolean("complete").notNull().default(true),
  /**
   * The files the checksum was made of, each with its size, modification time and own SHA-256 (the article
   * digests): a start reads again only those whose size or modification time changed.
   */
  files: jsonb("files"),
  importedAt: timestamp("imported_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Retrieval's article-level index, rebuilt from knowledge_base after each change: one row per article
 * (ST), chapter (SCG, Bible, other works) and language. Ranking a few thousand articles is what keeps a
 * question answerable in milliseconds; the passages are then ranked within the best articles only.
 */
export const kbRetrievalArticles = pgTable(
  "kb_retrieval_articles",
  {
    articleRef: text("article_ref").notNull(),
    language: varchar("language", { length: 5 }).notNull(),
    workKey: text("work_key").notNull(),
    work: text("work").notNull(),
    author: text("author").notNull(),
    title: text("title").notNull(),
    /** The article title (weight A) and the title of its question (weight B). */
    titleVector: tsvector("title_vector").notNull(),
    /** The article's text; weight by section kind: his view A/B, prologue C, objections D. */
    bodyVector: tsvector("body_vector").notNull(),
    passages: integer("passages").notNull(),
    /** Lexemes in the article's own title (weight A), for length normalisation of title matches. */
    titleLength: integer("title_length").notNull().default(0),
    /** Lexemes in its question's title other than the mark of a treatise on a thing itself. */
    questionLength: integer("question_length").notNull().default(0),
    /** The article's number within its question (0 for chapters and other works). */
    articleNumber: integer("article_number").notNull().default(0),
    /** Its question treats a thing itself ("What is happiness", "Of hope, considered in itself"). */
    treatise: boolean("treatise").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.articleRef, t.language] }),
    index("kb_retrieval_title_idx").using("gin", t.titleVector),
    index("kb_retrieval_body_idx").using("gin", t.bodyVector),
    index("kb_retrieval_work_idx").on(t.workKey, t.language),
  ],
);

/** How many indexed articles of a language contain each lexeme: the rarity that weighs query terms. */
export const kbRetrievalTerms = pgTable(
  "kb_retrieval_terms",
  {
    language: varchar("language", { length: 5 }).notNull(),
    lexeme: text("lexeme").notNull(),
    articles: integer("articles").notNull(),
    /** How many article titles contain it (titles are matched with their own rarity). */
    titles: integer("titles").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.lexeme] })],
);

/** What the retrieval index was built from, to tell when knowledge_base has changed since. */
export const kbRetrievalState = pgTable("kb_retrieval_state", {
  id: integer("id").primaryKey(),
  signature: text("signature").notNull(),
  builtAt: timestamp("built_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The digest of each article of the Summa Theologiae and chapter of the Contra Gentiles: what learners ask
 * that it answers and how he answers. Imported from the repository's digest files with the corpus.
 */
export const kbArticleDigests = pgTable("kb_article_digests", {
  articleRef: text("article_ref").primaryKey(),
  digest: jsonb("digest").$type<ArticleDigest>().notNull(),
  /** The signs of the meaning of the title and of each of the digest's learner questions, 64 bytes each (meaning/). */
  askMeanings: bytea("ask_meanings"),
  /** A byte per sign row of ask_meanings: how much that question is near many other articles' (meaning/hubness.ts). */
  askHubness: bytea("ask_hubness"),
});

/** Advanced by a statement trigger on knowledge_base (see the retrieval-index migration). */
export const kbContentVersion = pgSequence("kb_content_version");

export const educationalMaterials = pgTable(
  "educational_materials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    messageId: text("message_id"),
    title: text("title").notNull(),
    description: text("description"),
    materialType: text("material_type").notNull(),
    educationLevel: text("education_level").notNull(),
    content: text("content").notNull(),
    visitorId: text("visitor_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("materials_conversation_idx").on(t.conversationId),
    index("materials_visitor_idx").on(t.visitorId, t.createdAt),
  ],
);

export const debates = pgTable(
  "debates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    topic: text("topic").notNull(),
    description: text("description"),
    opponentPhilosopher: text("opponent_philosopher").notNull(),
    aquinasDefends: boolean("aquinas_defends").notNull().default(true),
    moderatorInstructions: text("moderator_instructions"),
    currentTurn: integer("current_turn").notNull().default(1),
    maxTurns: integer("max_turns").notNull().default(6),
    status: text("status").notNull().default("setup"),
    educationLevel: text("education_level").notNull().default("college"),
    visitorId: text("visitor_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("debates_created_idx").on(t.createdAt),
    index("debates_visitor_idx").on(t.visitorId, t.createdAt),
  ],
);

export const debateArguments = pgTable(
  "debate_arguments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    debateId: uuid("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    speaker: text("speaker").notNull(),
    turnNumber: integer("turn_number").notNull(),
    content: text("content").notNull(),
    citations: jsonb("citations").$type<DebateCitation[] | null>(),
    analysis: text("analysis"),
    createdAt: createdAt(),
  },
  // One argument per turn: a second request for the same turn fails here even when both raced past the check.
  (t) => [uniqueIndex("arguments_debate_turn_unique").on(t.debateId, t.turnNumber)],
);

/** Values the server makes once and keeps, such as the secret that signs visitor cookies. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * A one-time link that carries a visitor to another browser: only a hash of its token is kept, it expires,
 * and claiming it marks it used.
 */
export const visitorTransfers = pgTable(
  "visitor_transfers",
  {
    tokenHash: text("token_hash").primaryKey(),
    visitorId: text("visitor_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("visitor_transfers_visitor_idx").on(t.visitorId)],
);
