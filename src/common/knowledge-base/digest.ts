import { z } from "zod";

/**
 * How he answers an article's title question: `yes`, `no`, or `distinguishes` (yes in one sense, no in
 * another). For a Contra Gentiles chapter, whose title states a thesis, `yes` means he argues for it and `no`
 * that the chapter sets out a view he rejects.
 */
export const DIGEST_VERDICTS = ["yes", "no", "distinguishes"] as const;
export type DigestVerdict = (typeof DIGEST_VERDICTS)[number];

/** The three reading levels a digest's plain answer is written for. */
export const DIGEST_READERS = ["child", "teen", "adult"] as const;
export type DigestReader = (typeof DIGEST_READERS)[number];

const sentence = (max: number) => z.string().trim().min(8).max(max);

/**
 * A digest of one article of the Summa Theologiae or one chapter of the Summa contra Gentiles, written
 * from its text: what learners ask that it answers, how he answers, in his voice at three levels.
 */
export const articleDigestSchema = z.object({
  /** The article's canonical reference, as knowledge_base.article_ref: "ST I, q. 2, a. 3", "SCG I, c. 13". */
  ref: z.string().regex(/^(ST|SCG) /),
  /** 5–8 questions in learners' own words (children, teenagers, adults) that this article answers. */
  asks: z.array(sentence(200)).min(5).max(8),
  /**
   * The title's own question as a learner would type it today, in everyday words ("Does the punishment of
   * hell last forever?" for "Whether by divine justice an eternal punishment is inflicted on sinners?").
   */
  plainQuestion: z.string().trim().min(8).max(160).regex(/\?$/, "ends with a question mark").optional(),
  /**
   * Two or three questions in learners' words that this article answers and its neighbours (the other articles
   * of its question, the chapters beside it) do not: what sets it apart where their learner questions meet.
   */
  distinctAsks: z.array(sentence(160)).min(2).max(3).optional(),
  verdict: z.enum(DIGEST_VERDICTS),
  /** The sentence that carries the answer, quoted exactly from the respondeo (or the sed contra). */
  answerSentence: sentence(700),
  /** His answer in his own voice, one or two sentences per reading level, with the main reason. */
  plain: z.object({
    child: sentence(320),
    teen: sentence(420),
    adult: sentence(600),
  }),
  /** One illustration that fits; `ref` when it is his own (a reference to where he gives it). */
  example: z.object({ text: sentence(400), ref: z.string().optional() }),
  /** Key terms the article needs, lower case (keys into the glossary). */
  terms: z.array(z.string().trim().toLowerCase().min(2).max(40)).max(6),
  /** Why the verdict stands where the article's structure seems to point the other way (re-read and settled). */
  verdictNote: z.string().trim().min(8).max(400).optional(),
});
export type ArticleDigest = z.infer<typeof articleDigestSchema>;

/** The questions a digest says its article answers, in learners' words: its asks, then its plain question. */
export function askedQuestions(digest: Pick<ArticleDigest, "asks" | "plainQuestion">): string[] {
  return digest.plainQuestion ? [...digest.asks, digest.plainQuestion] : [...digest.asks];
}

/**
 * Every question in learners' words that a digest says its article answers: its asks, its plain question,
 * then the questions that set it apart from its neighbours. The ranking of words reads the first two only
 * (askedQuestions): the questions that set an article apart name its finer points, and among its words
 * they sent more questions to a neighbour than they brought back (decision 033).
 */
export function learnersQuestions(
  digest: Pick<ArticleDigest, "asks" | "plainQuestion" | "distinctAsks">,
): string[] {
  return [...askedQuestions(digest), ...(digest.distinctAsks ?? [])];
}

/** One data file of digests: a part of the Summa Theologiae or a book of the Contra Gentiles. */
export const digestFileSchema = z.object({
  work: z.enum(["st", "scg"]),
  part: z.string(),
  digests: z.array(articleDigestSchema),
});
export type DigestFile = z.infer<typeof digestFileSchema>;

/** The digest as the API returns it beside a passage or a retrieved article. */
export const digestResponseSchema = articleDigestSchema.omit({ verdictNote: true });
export type DigestResponse = z.infer<typeof digestResponseSchema>;
