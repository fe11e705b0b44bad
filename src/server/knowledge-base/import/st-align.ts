import type { LaSection } from "./st-schema.js";
import { alignByContent, type Comparable, similarity } from "./st-similarity.js";

export interface Numbered {
  number: number;
  text: string;
}

export interface EnArticleParts {
  objections: Numbered[];
  counter: string[];
  body: string[];
  replies: Numbered[];
}

/** Which Latin section (index into the article's Latin sections) each English section renders. */
export interface ArticleAlignment {
  objections: Map<number, number>;
  /** Objections the translation numbered on from the arguments but that are the Latin's sed contra. */
  objectionIsSedContra: Set<number>;
  /** One entry per English "On the contrary" row; several when its paragraphs render several Latin s.c. */
  counterRows: { text: string; latin: number | null }[];
  body: number | null;
  replies: Map<number, number>;
}

/** Sections the translators added from other editions, flagged in the text itself. */
const NOT_LEONINE = /Leonine|wanting in the older codices/i;

function indicesOf(la: LaSection[], type: LaSection["type"]): number[] {
  return la.flatMap((s, i) => (s.type === type ? [i] : []));
}

function pairInOrder(en: number[], la: number[], into: Map<number, number>): void {
  en.forEach((e, k) => {
    const l = la[k];
    if (l !== undefined) into.set(e, l);
  });
}

/** Pairs in order when the counts agree; otherwise pairs by content and leaves the rest unpaired. */
function pairList(
  en: Comparable[],
  enIdx: number[],
  la: Comparable[],
  laIdx: number[],
  into: Map<number, number>,
): void {
  if (enIdx.length === laIdx.length) {
    pairInOrder(enIdx, laIdx, into);
    return;
  }
  for (const [e, l] of alignByContent(en, la)) {
    const ei = enIdx[e];
    const li = laIdx[l];
    if (ei !== undefined && li !== undefined) into.set(ei, li);
  }
}

/**
 * Aligns one article's English sections with its Latin sections. Objections ↔ arg, counter ↔ s.c.,
 * body ↔ co., replies ↔ ad. Where the translation printed the Latin sed contra arguments as further
 * objections (its "On the contrary" then empty) those objections pair with the s.c. sections.
 */
export function alignArticle(en: EnArticleParts, la: LaSection[]): ArticleAlignment {
  const result: ArticleAlignment = {
    objections: new Map(),
    objectionIsSedContra: new Set(),
    counterRows: [],
    body: null,
    replies: new Map(),
  };
  const args = indicesOf(la, "arg");
  const scs = indicesOf(la, "sc");
  const ads = indicesOf(la, "ad");
  const co = indicesOf(la, "co")[0];
  const laText = (i: number) => la[i]?.text ?? "";

  const objIdx = en.objections.flatMap((o, i) => (NOT_LEONINE.test(o.text.slice(0, 200)) ? [] : [i]));
  const counterEmpty = en.counter.length === 0;
  const objTargets = counterEmpty && objIdx.length === args.length + scs.length ? [...args, ...scs] : args;
  const enObj = objIdx.map((i) => ({
    text: en.objections[i]?.text ?? "",
    number: en.objections[i]?.number,
    opensArticle: i === 0 && /^Objection 1:\s*It (would )?seems?/.test(en.objections[i]?.text ?? ""),
  }));
  const laObj = objTargets.map((i, k) => ({
    text: laText(i),
    number: la[i]?.type === "arg" ? (la[i]?.n ?? undefined) : undefined,
    opensArticle: k === 0 && /sic proceditur/.test(laText(i)),
  }));
  pairList(enObj, objIdx, laObj, objTargets, result.objections);
  for (const [e, l] of result.objections) {
    if (la[l]?.type !== "sc") continue;
    const n = en.objections[e]?.number;
    const answered = en.replies.some((r) => r.number === n) || ads.some((a) => la[a]?.n === n);
    if (!answered) result.objectionIsSedContra.add(e);
  }

  if (!counterEmpty) {
    const usedSc = new Set(result.objections.values());
    const freeSc = scs.filter((i) => !usedSc.has(i));
    if (freeSc.length > 1 && en.counter.length === freeSc.length) {
      en.counter.forEach((text, k) => {
        result.counterRows.push({ text, latin: freeSc[k] ?? null });
      });
    } else {
      const text = en.counter.join("\n\n");
      const first = freeSc[0];
      const fits =
        freeSc.length === 1 || (first !== undefined && similarity({ text }, { text: laText(first) }) > 0);
      result.counterRows.push({ text, latin: fits && first !== undefined ? first : null });
    }
  }
  if (en.body.length > 0 && co !== undefined) result.body = co;

  const repIdx = en.replies.flatMap((r, i) => (NOT_LEONINE.test(r.text.slice(0, 200)) ? [] : [i]));
  // Merged replies ("The same answer applies to the Fourth Objection") leave Latin replies without English:
  // pair by content, so that what is left over stays unpaired rather than shifting onto its neighbour.
  const enRep = repIdx.map((i) => ({ text: en.replies[i]?.text ?? "", number: en.replies[i]?.number }));
  const laRep = ads.map((i) => ({ text: laText(i), number: la[i]?.n ?? undefined }));
  pairList(enRep, repIdx, laRep, ads, result.replies);
  return result;
}
