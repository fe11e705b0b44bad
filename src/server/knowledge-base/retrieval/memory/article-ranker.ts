import { type ArticleDigest, askedQuestions } from "../../../../common/knowledge-base/digest.js";
import { askingSentences } from "../query-terms.js";
import { terms } from "./tokens.js";

/** The fields of an article that retrieval reads, each with its own weight (see FIELD_WEIGHTS). */
export const FIELDS = [
  "title",
  "question",
  "asks",
  "plain",
  "answer",
  "own",
  "replies",
  "objections",
] as const;
export type Field = (typeof FIELDS)[number];

/** An article (ST) or chapter (SCG) as retrieval sees it. */
export interface RankerDocument {
  ref: string;
  workKey: string;
  work: string;
  author: string;
  title: string;
  /** The title of its question (ST), e.g. "The Existence of God". */
  questionTitle: string;
  /** The article's number within its question (0 for chapters). */
  articleNumber: number;
  digest: ArticleDigest | null;
  /** His own text: respondeo and sed contra (ST), the chapter (SCG). */
  own: string;
  replies: string;
  objections: string;
}

/** What a ranker document says of its article besides the text of its sections. */
export type ArticleMeta = Omit<RankerDocument, "own" | "replies" | "objections" | "articleNumber">;

/** The article number of an ST reference ("ST I, q. 2, a. 3" → 3); 0 for chapters. */
export const articleNumberOf = (ref: string) => Number(/, a\. (\d+)$/.exec(ref)?.[1] ?? 0);

/** A ranker document from an article's sections: his own text, the replies and the objections apart. */
export function rankerDocument(
  meta: ArticleMeta,
  sections: { sectionKind: string; content: string }[],
): RankerDocument {
  const text = (keep: (kind: string) => boolean) =>
    sections
      .filter((s) => keep(s.sectionKind))
      .map((s) => s.content)
      .join("\n");
  return {
    ...meta,
    articleNumber: articleNumberOf(meta.ref),
    own: text((k) => k !== "objection" && k !== "reply" && k !== "prologue"),
    replies: text((k) => k === "reply"),
    objections: text((k) => k === "objection"),
  };
}

export interface FieldWeight {
  weight: number;
  /** Length normalisation (0: none, 1: full). */
  b: number;
}

/** BM25F weights: the digest's learner questions and the title say most; the objections least. */
export const FIELD_WEIGHTS: Record<Field, FieldWeight> = {
  title: { weight: 3, b: 0.3 },
  question: { weight: 0.8, b: 0.3 },
  asks: { weight: 2, b: 0.5 },
  plain: { weight: 1, b: 0.5 },
  answer: { weight: 0.6, b: 0.5 },
  own: { weight: 0.5, b: 0.75 },
  replies: { weight: 0.2, b: 0.75 },
  objections: { weight: 0.08, b: 0.75 },
};

export const RANKER = {
  k1: 1.2,
  /** How much the share of the question met in the title, question title, asks and plain answer counts. */
  coverage: 0.6,
  /** Rickaby's abridged Contra Gentiles chapters against the Summa's articles at a tie. */
  scgPrior: 0.8,
  /** "What is X?": the first article of a question whose title names X. */
  treatiseBoost: 2,
  /** For "what is X?", how much more an article weighing X's definition counts (its title names X). */
  definitionBoost: 0.5,
  /** How much it adds that the article's own title is said by the question (its rare words weigh most). */
  titleFit: 1,
  /** How much it adds that one of the digest's learner questions is close to the question asked. */
  askFit: 1.5,
  /** How far a word's rarity is judged by the articles about it rather than all that use it (0–1). */
  aboutIdf: 1,
  /**
   * The most a single word's rarity counts: a vivid rare word of the learner's ("beard", "arms") must
   * not outweigh the plain words that say what is asked ("God", "body").
   */
  idfCap: 2.5,
  /** Whether the article's own title counts as one of its learner questions for closeness (0 or 1). */
  titleAsAsk: 1,
  /** A word in at most this many articles (text and digests) is rare enough to mark a pair as foreign. */
  foreignAt: 10,
  /**
   * Foreign pairs are counted only when the best article covers less than this share of the question: above
   * it, the question is met by an article whatever words it joins.
   */
  foreignPairsBelow: 0.5,
};

/** How the Summa titles the question on a thing itself. */
const TREATISE_MARK = /^\s*what\s+(?:is|are)\b|\bessence\b|\bin\s+(?:itself|themselves)\b/i;
/** An article that weighs a definition of its matter ("Whether virtue is suitably defined?"). */
const DEFINES = /\b(?:defined|defines|definition)\b/i;

/** How many of the best candidates the closeness of their title and learner questions reorders. */
const RERANKED = 600;

/** Fields whose match says the article is about the question, not only mentions its words. */
const ABOUT_MASK = fieldBit("title") | fieldBit("question") | fieldBit("asks") | fieldBit("plain");

/** Fields whose closeness to the question reorders the best candidates: the title and learner questions. */
const NEAR_MASK = fieldBit("title") | fieldBit("asks");

/** Fields holding his own words (and the translator's titles), not the digest's. */
const TEXT_MASK =
  fieldBit("title") |
  fieldBit("question") |
  fieldBit("answer") |
  fieldBit("own") |
  fieldBit("replies") |
  fieldBit("objections");

function fieldBit(field: Field): number {
  return 1 << FIELDS.indexOf(field);
}

function fieldTexts(doc: RankerDocument): Record<Field, string> {
  const d = doc.digest;
  return {
    title: doc.title,
    question: doc.questionTitle,
    asks: d ? askedQuestions(d).join("\n") : "",
    plain: d ? [d.plain.child, d.plain.teen, d.plain.adult].join("\n") : "",
    answer: d ? d.answerSentence : "",
    own: doc.own,
    replies: doc.replies,
    objections: doc.objections,
  };
}

interface Postings {
  docs: Int32Array;
  /** BM25F's pseudo term frequency: field frequencies weighted and length-normalised. */
  tf: Float32Array;
  mask: Uint8Array;
}

export interface RankQuery {
  /** Stems with their weight in the question. */
  terms: Map<string, number>;
  limit: number;
  workKeys?: readonly string[] | null;
  /** Only the articles of this question ("ST I, q. 2"). */
  withinQuestion?: string | null;
  /** For "what is X?": the stems of X. */
  definitionalSubject?: string[] | null;
}

/** Which stems count: the question's (a map of them), a set, or a test. */
interface StemTest {
  has(stem: string): boolean;
}

export interface RankedHit {
  doc: RankerDocument;
  score: number;
  /** The rarity-weighted share of the question's words found in the title, asks or plain answer. */
  coverage: number;
}

/** An in-process BM25F index over the articles of both Summae and their digests. */
export class ArticleRanker {
  readonly documents: RankerDocument[];
  private readonly postings = new Map<string, Postings>();
  private readonly questionStems: Set<string>[];
  private readonly titleStems: string[][];
  private readonly idfs = new Map<string, number>();
  private idfsFor = Number.NaN;
  private readonly askStems: string[][][];
  /** Every stem of the titles and learner questions, numbered: the closeness step looks them up by number. */
  private readonly stemIds = new Map<string, number>();
  /** Per article, the numbered stems of each learner question and, last, of its title. */
  private readonly askIds: Int32Array[][];
  /** Which numbered stems the question being ranked says (1); cleared after each ranking. */
  private readonly said: Uint8Array;
  /** The works indexed, and each article's among them by number (read in the ranking's loop over all). */
  private readonly works: string[] = [];
  private readonly workOf: Uint8Array;
  /** Per article, the rarity of each stem of each learner question and, last, of its title (filled as ranked). */
  private readonly askIdfs: (Float64Array[] | undefined)[] = [];
  private readonly indexOf = new Map<string, number>();
  private readonly textCounts = new Map<string, number>();
  private readonly digestStemsOf = new Map<string, string[][]>();

  constructor(documents: RankerDocument[], weights: Record<Field, FieldWeight> = FIELD_WEIGHTS) {
    this.documents = documents;
    const perDoc = documents.map((doc) => {
      const texts = fieldTexts(doc);
      return FIELDS.map((f) => terms(texts[f]));
    });
    const average = FIELDS.map((_, i) => {
      const total = perDoc.reduce((sum, fields) => sum + (fields[i]?.length ?? 0), 0);
      return Math.max(total / Math.max(documents.length, 1), 1);
    });
    const building = new Map<string, { docs: number[]; tf: number[]; mask: number[] }>();
    perDoc.forEach((fields, d) => {
      const tf = new Map<string, number>();
      const mask = new Map<string, number>();
      fields.forEach((list, i) => {
        const field = FIELDS[i] as Field;
        const { weight, b } = weights[field];
        const norm = 1 - b + (b * list.length) / (average[i] ?? 1);
        for (const t of list) {
          tf.set(t, (tf.get(t) ?? 0) + weight / norm);
          mask.set(t, (mask.get(t) ?? 0) | (1 << i));
        }
      });
      for (const [t, value] of tf) {
        let p = building.get(t);
        if (!p) {
          p = { docs: [], tf: [], mask: [] };
          building.set(t, p);
        }
        p.docs.push(d);
        p.tf.push(value);
        p.mask.push(mask.get(t) ?? 0);
      }
    });
    for (const [t, p] of building) {
      this.postings.set(t, {
        docs: Int32Array.from(p.docs),
        tf: Float32Array.from(p.tf),
        mask: Uint8Array.from(p.mask),
      });
    }
    this.questionStems = documents.map((doc) => new Set(terms(doc.questionTitle)));
    this.titleStems = documents.map((doc) => [...new Set(terms(doc.title))]);
    this.askStems = documents.map((doc) =>
      (doc.digest ? askedQuestions(doc.digest) : []).map((a) => [...new Set(terms(a))]),
    );
    for (const [d, doc] of documents.entries()) this.indexOf.set(doc.ref, d);
    const idOf = (stem: string) => {
      let id = this.stemIds.get(stem);
      if (id === undefined) {
        id = this.stemIds.size;
        this.stemIds.set(stem, id);
      }
      return id;
    };
    this.askIds = documents.map((_, d) => this.closenessStems(d).map((list) => Int32Array.from(list, idOf)));
    this.said = new Uint8Array(this.stemIds.size);
    this.workOf = Uint8Array.from(documents, (doc) => {
      const at = this.works.indexOf(doc.workKey);
      return at >= 0 ? at : this.works.push(doc.workKey) - 1;
    });
  }

  /**
   * For "what is X?": how far the article's question is the treatise on X itself ("Of the essence of
   * law", "What is happiness", "Of charity, considered in itself"): X's share of the question's title,
   * more when the title marks the thing itself, most for the question's first article.
   */
  private treatise(d: number, subject: string[]): number {
    const stems = this.questionStems[d] as Set<string>;
    if (stems.size === 0 || !subject.every((s) => stems.has(s))) return 0;
    const doc = this.documents[d] as RankerDocument;
    const share = this.share(
      [...stems].filter((s) => s !== "essenc"),
      new Map(subject.map((s) => [s, 1])),
    );
    const marked = TREATISE_MARK.test(doc.questionTitle) ? 2 : 1;
    return (share * marked) / Math.max(doc.articleNumber, 1);
  }

  /** The rarity of a list of stems, and of those of them that are met (said by the question, say). */
  private weigh(stems: string[], met: StemTest): { all: number; met: number } {
    let all = 0;
    let weight = 0;
    for (const s of stems) {
      const idf = this.idf(s);
      all += idf;
      if (met.has(s)) weight += idf;
    }
    return { all, met: weight };
  }

  /** The rarity-weighted share of a list of stems that are met (said by the question, say). */
  private share(stems: string[], met: StemTest): number {
    const { all, met: weight } = this.weigh(stems, met);
    return all > 0 ? weight / all : 0;
  }

  /** The stems of an article's learner questions and, last, of its title: the lists its closeness reads. */
  private closenessStems(d: number): string[][] {
    return [...(this.askStems[d] ?? []), this.titleStems[d] ?? []];
  }

  /** The rarity of each stem of an article's learner questions and title (the title last), kept once weighed. */
  private askRarities(d: number): Float64Array[] {
    let rarities = this.askIdfs[d];
    if (!rarities) {
      rarities = this.closenessStems(d).map((stems) => Float64Array.from(stems, (s) => this.idf(s)));
      this.askIdfs[d] = rarities;
    }
    return rarities;
  }

  /**
   * How close the closest of the digest's learner questions is to the question (0–1, both ways), and the
   * rarity-weighted share of the title that the question says: both read the stems the question marked in `said`.
   */
  private closeness(d: number, queryIdf: number): { asks: number; title: number } {
    const lists = this.askIds[d] as Int32Array[];
    const rarities = this.askRarities(d);
    const said = this.said;
    const titleAt = lists.length - 1;
    const count = RANKER.titleAsAsk ? lists.length : titleAt;
    let best = 0;
    let title = 0;
    for (let k = 0; k < lists.length; k++) {
      const ids = lists[k] as Int32Array;
      const idfs = rarities[k] as Float64Array;
      let all = 0;
      let met = 0;
      for (let i = 0; i < ids.length; i++) {
        const idf = idfs[i] as number;
        all += idf;
        if (said[ids[i] as number] === 1) met += idf;
      }
      if (k < count && all > 0 && queryIdf > 0) best = Math.max(best, met / Math.sqrt(all * queryIdf));
      if (k === titleAt) title = all > 0 ? met / all : 0;
    }
    return { asks: Math.min(best, 1), title };
  }

  /** How many articles have a stem in his own text or titles (not only in their digests). */
  textFrequency(stem: string): number {
    let count = this.textCounts.get(stem);
    if (count === undefined) {
      count = 0;
      const p = this.postings.get(stem);
      if (p) for (let i = 0; i < p.mask.length; i++) if (((p.mask[i] as number) & TEXT_MASK) !== 0) count++;
      this.textCounts.set(stem, count);
    }
    return count;
  }

  /** The stems of an article's digest, one list per learner question and plain answer, in order. */
  digestStems(ref: string): string[][] {
    let stems = this.digestStemsOf.get(ref);
    if (!stems) {
      const d = this.indexOf.get(ref);
      const digest = d === undefined ? null : this.documents[d]?.digest;
      const plain = digest ? [digest.plain.child, digest.plain.teen, digest.plain.adult] : [];
      stems = [...(digest ? askedQuestions(digest) : []), ...plain].map((text) => terms(text));
      this.digestStemsOf.set(ref, stems);
    }
    return stems;
  }

  /**
   * The rarity-weighted share of a learner's words that neither his text nor this article's digest
   * has ("bitcoin"), or that name a thing of our day ("social media", "computer"; see
   * modern-matters.ts). A digest that links such a thing to the article does not make it his matter:
   * he never treated it, and the article is one of the principles that bear on it.
   */
  unknownShare(ref: string, own: string[], modern: string[][] = []): number {
    const said = new Set(this.digestStems(ref).flat());
    const unnamed = new Set(modern.flat());
    return this.share(own, {
      has: (stem) => unnamed.has(stem) || (this.textFrequency(stem) === 0 && !said.has(stem)),
    });
  }

  /**
   * How many adjacent pairs of the learner's words join a word rare everywhere in the knowledge base (in at
   * most RANKER.foreignAt articles, his text and digests alike) to another in a way no article does:
   * "solar panels", "Python or JavaScript", "moons of Jupiter". Words he used, put together as he never did,
   * name a thing he never saw. Only the sentences that ask are read: the learner's setting ("my grandma gives me
   * socks every birthday…") joins words of a life, not the matter asked.
   */
  foreignPairs(question: string): number {
    const stems = terms(askingSentences(question));
    // Every article with the stem in his text has it somewhere: the count of all of them bounds both.
    const rare = (stem: string) => this.documentFrequency(stem) <= RANKER.foreignAt;
    let count = 0;
    for (let i = 1; i < stems.length; i++) {
      const a = stems[i - 1] as string;
      const b = stems[i] as string;
      if (a === b) continue;
      const foreign = rare(a) ? a : rare(b) ? b : null;
      if (foreign && !this.joinedAnywhere(foreign, a, b)) count++;
    }
    return count;
  }

  /** Whether any article that has the rare stem has a and b next to each other in one of its fields. */
  private joinedAnywhere(rare: string, a: string, b: string): boolean {
    const docs = this.postings.get(rare)?.docs ?? [];
    for (const d of docs) {
      const doc = this.documents[d] as RankerDocument;
      for (const text of Object.values(fieldTexts(doc))) {
        const stems = terms(text);
        for (let i = 1; i < stems.length; i++) if (stems[i - 1] === a && stems[i] === b) return true;
      }
    }
    return false;
  }

  /** The rarity-weighted share of a learner's words that name a thing of our day (see modern-matters.ts). */
  modernShare(own: string[], modern: string[][]): number {
    return this.share(own, new Set(modern.flat()));
  }

  /** How many articles contain a stem anywhere. */
  documentFrequency(stem: string): number {
    return this.postings.get(stem)?.docs.length ?? 0;
  }

  /**
   * How many articles are about a stem: have it in their title, question title, learner questions or
   * plain answer. "God" stands in the text of nearly every article but in the questions of far fewer.
   */
  aboutFrequency(stem: string): number {
    const p = this.postings.get(stem);
    if (!p) return 0;
    let count = 0;
    for (let i = 0; i < p.mask.length; i++) if (((p.mask[i] as number) & ABOUT_MASK) !== 0) count++;
    return count;
  }

  /** Inverse document frequency; a word no article uses is as rare as can be. */
  idf(stem: string): number {
    if (this.idfsFor !== RANKER.aboutIdf + 100 * RANKER.idfCap) {
      this.idfs.clear();
      this.askIdfs.length = 0;
      this.idfsFor = RANKER.aboutIdf + 100 * RANKER.idfCap;
    }
    let value = this.idfs.get(stem);
    if (value === undefined) {
      const n = this.documents.length;
      const all = this.documentFrequency(stem);
      const about = this.aboutFrequency(stem);
      const df =
        RANKER.aboutIdf > 0 && about > 0 ? RANKER.aboutIdf * about + (1 - RANKER.aboutIdf) * all : all;
      value = Math.min(Math.log(1 + (n - df + 0.5) / (df + 0.5)), RANKER.idfCap);
      this.idfs.set(stem, value);
    }
    return value;
  }

  rank(query: RankQuery): RankedHit[] {
    const n = this.documents.length;
    const score = new Float64Array(n);
    const about = new Float64Array(n);
    // Whether a word of the question is in the article's title or learner questions: only then can their
    // closeness to the question count.
    const near = new Uint8Array(n);
    let total = 0;
    let queryIdf = 0;
    for (const t of query.terms.keys()) queryIdf += this.idf(t);
    for (const [t, weight] of query.terms) {
      const idf = this.idf(t) * weight;
      total += idf;
      const p = this.postings.get(t);
      if (!p) continue;
      for (let i = 0; i < p.docs.length; i++) {
        const d = p.docs[i] as number;
        const tf = p.tf[i] as number;
        const mask = p.mask[i] as number;
        score[d] = (score[d] as number) + (idf * tf * (RANKER.k1 + 1)) / (RANKER.k1 + tf);
        if ((mask & ABOUT_MASK) !== 0) about[d] = (about[d] as number) + idf;
        if ((mask & NEAR_MASK) !== 0) near[d] = 1;
      }
    }
    const allowed = query.workKeys && query.workKeys.length > 0 ? new Set(query.workKeys) : null;
    const workAllowed = Uint8Array.from(this.works, (w) => (!allowed || allowed.has(w) ? 1 : 0));
    const workPrior = Float64Array.from(this.works, (w) => (w === "scg" ? RANKER.scgPrior : 1));
    const workOf = this.workOf;
    const prefix = query.withinQuestion ? `${query.withinQuestion}, a. ` : null;
    const subject = query.definitionalSubject?.length ? query.definitionalSubject : null;
    const value = new Float64Array(n);
    const keep = 1 - RANKER.coverage;
    const byCoverage = RANKER.coverage;
    let candidates = 0;
    for (let d = 0; d < n; d++) {
      const raw = score[d] as number;
      if (raw <= 0) continue;
      const work = workOf[d] as number;
      if (workAllowed[work] === 0) continue;
      if (prefix && !(this.documents[d] as RankerDocument).ref.startsWith(prefix)) continue;
      const coverage = total > 0 ? (about[d] as number) / total : 0;
      let v = raw * (keep + byCoverage * coverage);
      v *= workPrior[work] as number;
      if (subject) v *= 1 + RANKER.treatiseBoost * this.treatise(d, subject);
      value[d] = v;
      about[d] = coverage;
      candidates++;
    }
    // The closeness of title and learner questions only reorders the best candidates.
    const best = this.bestOf(value, candidates, RERANKED).map((d) => ({
      index: d,
      doc: this.documents[d] as RankerDocument,
      score: value[d] as number,
      coverage: about[d] as number,
    }));
    const marked: number[] = [];
    for (const t of query.terms.keys()) {
      const id = this.stemIds.get(t);
      if (id !== undefined && this.said[id] === 0) {
        this.said[id] = 1;
        marked.push(id);
      }
    }
    try {
      for (const hit of best) {
        const title = this.titleStems[hit.index] as string[];
        if (near[hit.index]) {
          const close = this.closeness(hit.index, queryIdf);
          hit.score *= 1 + RANKER.titleFit * close.title;
          hit.score *= 1 + RANKER.askFit * close.asks;
        }
        if (subject && DEFINES.test(hit.doc.title) && subject.every((s) => title.includes(s)))
          hit.score *= 1 + RANKER.definitionBoost;
      }
    } finally {
      for (const id of marked) this.said[id] = 0;
    }
    best.sort((a, b) => b.score - a.score);
    return best.slice(0, query.limit).map(({ doc, score: v, coverage }) => ({ doc, score: v, coverage }));
  }

  /**
   * The indexes of the `count` highest positive values, highest first; at a tie, the lower index first (as
   * a stable sort of them all would give), without sorting them all.
   */
  private bestOf(value: Float64Array, positives: number, count: number): number[] {
    let threshold = 0;
    let atThreshold = Number.POSITIVE_INFINITY;
    if (positives > count) {
      const sorted = new Float64Array(positives);
      let k = 0;
      for (let d = 0; d < value.length; d++) if ((value[d] as number) > 0) sorted[k++] = value[d] as number;
      sorted.sort();
      threshold = sorted[positives - count] as number;
      atThreshold = 0;
      for (let i = positives - count; i < positives && sorted[i] === threshold; i++) atThreshold++;
    }
    const chosen: number[] = [];
    for (let d = 0; d < value.length; d++) {
      const v = value[d] as number;
      if (v <= 0 || v < threshold) continue;
      if (v === threshold && positives > count) {
        if (atThreshold === 0) continue;
        atThreshold--;
      }
      chosen.push(d);
    }
    return chosen.sort((a, b) => (value[b] as number) - (value[a] as number) || a - b);
  }
}
