import type { ResponseStyle } from "../../common/chat/response-styles.js";
import type { EducationLevel } from "../../common/education/levels.js";
import type { Citation } from "../../common/knowledge-base/citation.js";
import type { SectionKind } from "../../common/knowledge-base/contract.js";
import type { LanguagePreferences } from "../../common/preferences/languages.js";
import type { Db } from "../db/client.js";
import type { LoadArticle, Retrieve } from "../knowledge-base/retrieval/types.js";

export type EngineName = "composer" | "openai-compatible" | "anthropic";
export type Confidence = "high" | "low";

export interface RecentMessage {
  role: "user" | "assistant";
  content: string;
  /** For a reply: the articles it cited, main article first (a follow-up goes back to them). */
  citedArticles?: string[];
}

export interface AnswerRequest {
  question: string;
  /** The last messages of the conversation, oldest first (at most 3 are used). */
  recent: RecentMessage[];
  /** The first half of a two-part question, when this is the second (see RetrievalQuery.leansOn). */
  leansOn?: string;
  /** Articles an earlier part of the same question was answered from: another is preferred. */
  answered?: string[];
  educationLevel: EducationLevel;
  responseStyle: ResponseStyle;
  languagePreferences: LanguagePreferences;
}

/** A request to re-explain an earlier reply more simply, from the same passages. */
export interface SimplifyRequest {
  /** The question the earlier reply answered. */
  question: string;
  previousReply: string;
  /** The knowledge-base rows the earlier reply cited. */
  passageIds: string[];
  educationLevel: EducationLevel;
  languagePreferences: LanguagePreferences;
}

export interface AnswerResult {
  content: string;
  citations: Citation[];
  confidence: Confidence;
  engine: EngineName;
}

/** Reports pieces of the reply as they become final; the whole result still arrives at the end. */
export type OnDelta = (text: string) => void;

export interface AnswerEngine {
  readonly name: EngineName;
  answer(request: AnswerRequest, onDelta?: OnDelta): Promise<AnswerResult>;
  simplify(request: SimplifyRequest, onDelta?: OnDelta): Promise<AnswerResult>;
}

/** Where passages come from: the retrieval module in production, fixtures in tests. */
export interface KnowledgeSources {
  db: Db;
  retrieve: Retrieve;
  loadArticle: LoadArticle;
  /** The article each passage id belongs to; used to re-open the sources of an earlier reply. */
  articleRefsOf: (passageIds: string[]) => Promise<string[]>;
  /**
   * The chapter of the Contra Gentiles nearest in meaning to an article of the Summa, when one is near enough
   * (absent where the knowledge base keeps no meanings: then a parallel place is judged by words alone).
   */
  nearestChapter?: (articleRef: string) => Promise<{ articleRef: string; nearness: number } | null>;
}

/**
 * One text handed to a back end (a passage of his, or a Scripture verse it cites), numbered from 1.
 * The guard checks every citation and quotation against exactly this list.
 */
export interface SourceText {
  number: number;
  passageId: string;
  reference: string;
  articleRef: string;
  /** The article or chapter title. */
  title: string;
  work: string;
  section: string;
  sectionKind: SectionKind;
  content: string;
  /** The aligned Latin row, when there is one; the only Latin a reply may contain. */
  latin: string | null;
  /**
   * For a verse: the passages of his that cite it (a sed contra's verse is not an objection's; a verse both an
   * objection and the sed contra cite is the sed contra's too).
   */
  citedBy?: string[];
}
