/** The constants of article ranking, tuned on the development set in bench/retrieval. */
export const RANKING = {
  /** A term found in more than this share of articles only ranks; it does not select candidates. */
  commonShare: 0.2,
  /** A term in the question's title (not the article's) counts this much of a term in the article title. */
  questionTitleFactor: 0.5,
  /** BM25-style saturation and length normalisation of the title match. */
  titleK: 1.2,
  titleB: 0.75,
  titleAverageLength: 5,
  /**
   * How much the question's title adds to that length. Counting it whole buried the articles of
   * questions with long titles ("Whether the soul is a body?" under I q. 75's); not at all let words
   * found only there outweigh the article's own ("Is God made of parts?" found the soul's composition).
   */
  questionLengthShare: 0.35,
  /** The same for words found only in the question's title, against both titles' length. */
  bothTitlesAverageLength: 6,
  /** Articles kept (by title score and the rarity of the words their text shares) for full ranking. */
  shortlist: 60,
  shortlistBodyFactor: 0.5,
  /** How much the rarity of the words the text shares adds in the final score. */
  bodyIdfFactor: 0.2,
  /** How much the body (ts_rank of the article's text, weighted by section kind) adds to the title score. */
  bodyFactor: 12,
  /** ts_rank weights for D, C, B, A: objections, (unused), sed contra and replies, respondeo and chapters. */
  bodyWeights: "{0.1, 0.2, 0.5, 1.0}",
  /**
   * The Summa contra Gentiles in Rickaby's abridgement: long chapters of argument whose every paragraph
   * is his view; the Summa Theologiae's articles answer one question each, so they come first at a tie.
   */
  scgPrior: 0.7,
  /** For "what is X?": how much the article opening the question on X adds (see RankingIntent). */
  treatiseFactor: 1,
  /** …and how much more when that question's title says it treats X itself ("considered in itself"). */
  treatiseMarkerBonus: 3,
  /** …and how much an article asking whether X is fittingly defined adds, times its title match. */
  definitionBonus: 0.5,
  /** ts_rank normalisation: 1 divides by 1 + log(document length). */
  bodyNormalization: 1,
};

export type RankingWeights = typeof RANKING;

/** Section kinds' weight when ranking passages within an article; objections are the view he answers. */
export const PASSAGE_KIND_FACTOR: Record<string, number> = {
  respondeo: 1,
  sed_contra: 0.7,
  reply: 0.75,
  chapter: 1,
  paragraph: 1,
  verse: 1,
  prologue: 0.5,
  objection: 0.4,
  note: 0.2,
};

/** An objection never outranks the respondeo of its own article: it is capped just below it. */
export const OBJECTION_CAP = 0.9;
