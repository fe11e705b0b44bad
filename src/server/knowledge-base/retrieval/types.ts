import type { SectionKind } from "../../../common/knowledge-base/contract.js";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import type { Db } from "../../db/client.js";

/** What a caller asks of retrieval: a learner's words, optionally with the recent conversation. */
export interface RetrievalQuery {
  question: string;
  /** Recent messages, newest last; used to resolve follow-ups such as "why?". */
  recent?: string[];
  /**
   * A question this one leans on whatever its form: the first half of a two-part question, for the
   * second ("What is a virtue, and how do you get one?"). Its words count as a follow-up's context does.
   */
  leansOn?: string;
  /** Articles to return at most (default 5). */
  limit?: number;
  /** Restrict to one work key (e.g. "st", "scg", "bible") or author (e.g. "Thomas Aquinas"). */
  workKey?: string;
  author?: string;
  language?: "en" | "la";
  /** Restrict to the articles of one question of the Summa, by its reference (e.g. "ST I, q. 2"). */
  withinQuestion?: string;
}

export interface ScriptureVerse {
  id: string;
  reference: string;
  content: string;
  latin: string | null;
}

/** One passage (English row unless only Latin exists) with its aligned Latin when there is one. */
export interface Passage {
  id: string;
  reference: string;
  articleRef: string;
  work: string;
  workKey: string;
  author: string;
  section: string;
  sectionKind: SectionKind;
  /** The article (or chapter) title the passage belongs to. */
  title: string;
  content: string;
  language: string;
  latin: { id: string; content: string } | null;
  ordinal: number;
}

export interface RetrievedPassage extends Passage {
  score: number;
}

/** Passages grouped by the article they belong to, best article first. */
export interface RetrievedArticle {
  articleRef: string;
  title: string;
  work: string;
  workKey: string;
  author: string;
  score: number;
  passages: RetrievedPassage[];
  /** The article's digest, when it has one. */
  digest?: ArticleDigest | null;
  /**
   * The rarity-weighted share of the question's words met in the article's title, question title,
   * digest questions or plain answer (0–1): how far the article is about what was asked.
   */
  coverage?: number;
  /**
   * The rarity-weighted share of the learner's own words that neither his text nor this article's
   * digest uses ("bitcoin", "vaping"): a matter of our day he never treated, unless the digest ties it.
   */
  unknown?: number;
  /**
   * The rarity-weighted share of the learner's own words that name a thing of our day ("smartphones",
   * "social media"; see modern-matters.ts), whatever the article: above 0, the question is about a matter
   * he never treated, and the article is at most a principle that bears on it.
   */
  modern?: number;
  /**
   * How many adjacent pairs of the learner's words join a word rare in the whole knowledge base to another
   * as no article does ("solar panels", "moons of Jupiter"): the same for all of a question, counted only
   * when the best article covers less than half of it (RANKER.foreignPairsBelow), else 0.
   */
  foreignPairs?: number;
  /**
   * How close the meaning of the article's title and learner questions comes to the question's (a cosine,
   * decision 030); absent when the question was ranked by its words alone.
   */
  closeness?: number;
}

/** A whole article in order, each passage with its Latin and the Scripture it cites. */
export interface ArticleText {
  articleRef: string;
  title: string;
  work: string;
  author: string;
  passages: (Passage & { scripture: ScriptureVerse[] })[];
  /** The article's digest, when it has one. */
  digest?: ArticleDigest | null;
}

export type Retrieve = (db: Db, query: RetrievalQuery) => Promise<RetrievedArticle[]>;
export type LoadArticle = (db: Db, articleRef: string) => Promise<ArticleText | null>;
