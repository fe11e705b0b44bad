import type { StPart, StReference, StSection } from "./types.js";

/**
 * Aquinas' own cross-references inside his text, as the English translation prints them —
 * "(Question [91], Article [3])", "(Article [2], ad 3)", "(FS, Question [90], Article [1])" — and as
 * others abbreviate them: "(A. 2)", "(Q. 5, A. 1)", "(I-II, Q. 90, A. 1, ad 2)". A parenthesis may hold
 * several, separated by semicolons. What is left out (part, question) is the passage's own.
 */

/** The part and question of the passage the cross-reference stands in. */
export interface CrossReferenceContext {
  part: StPart | null;
  question?: number;
}

/** One cross-reference: where it stands in the text, as written, and the place it names (when resolvable). */
export interface CrossReference {
  start: number;
  end: number;
  text: string;
  /** Null when the passage's part or question is needed and unknown. */
  ref: StReference | null;
}

/** The translation's sigla (FP = Prima Pars, FS = Prima Secundae …, XP = Supplement) and the usual forms. */
const PART_TOKENS: [RegExp, StPart][] = [
  [/^(?:FS|I-II|Ia[- ]IIae|I\.\s*II)$/i, "I-II"],
  [/^(?:SS|II-II|IIa[- ]IIae|II\.\s*II)$/i, "II-II"],
  [/^(?:FP|I|Ia)$/i, "I"],
  [/^(?:TP|III|IIIa)$/i, "III"],
  [/^(?:XP|Suppl\.?|Supplement)$/i, "Suppl."],
];

function partOf(token: string): StPart | null {
  for (const [re, part] of PART_TOKENS) if (re.test(token.trim())) return part;
  return null;
}

const NUM = String.raw`\[?(\d{1,3})\]?`;
const MORE = String.raw`(?:\s*[,-]\s*\[?\d{1,3}\]?)*`;
/** One item: [part,] [Question N,] [Article N] [, ad N | , Objection N] [, seqq.] — question or article required. */
const ITEM = new RegExp(
  String.raw`^\s*(?:([A-Za-z][A-Za-z.\- ]{0,11}?)\s*,\s*)?` +
    String.raw`(?:(?:Questions?|Qq?\.|Qu\.)\s*${NUM}${MORE}\s*(?:,\s*|$))?` +
    String.raw`(?:(?:Articles?|Art\.|Aa?\.)\s*${NUM}${MORE})?` +
    String.raw`(?:\s*,\s*(?:ad\s*${NUM}${MORE}|(?:Objection|Obj\.)\s*${NUM}))?` +
    String.raw`(?:\s*,\s*seqq\.)?\s*$`,
  "i",
);

function parseItem(item: string, context: CrossReferenceContext | null): StReference | null | undefined {
  const m = ITEM.exec(item);
  if (!m) return undefined;
  const [, partToken, q, a, ad, obj] = m;
  if (q === undefined && a === undefined) return undefined;
  let part: StPart | null;
  if (partToken !== undefined) {
    part = partOf(partToken);
    // Something else before the comma ("Sent.", "cf."): not one of his cross-references.
    if (!part) return undefined;
  } else part = context?.part ?? null;
  const question = q !== undefined ? Number(q) : partToken === undefined ? context?.question : undefined;
  if (!part || question === undefined) return null;
  const ref: StReference = { work: "st", part, question };
  if (a !== undefined) ref.article = Number(a);
  const section: StSection | undefined =
    ad !== undefined
      ? { kind: "reply", number: Number(ad) }
      : obj !== undefined
        ? { kind: "objection", number: Number(obj) }
        : undefined;
  if (section && ref.article !== undefined) ref.section = section;
  return ref;
}

const PARENTHESIS = /\(([^()]{1,240})\)/g;

/** Every cross-reference in `text`, resolved against the passage's part and question. */
export function findCrossReferences(text: string, context: CrossReferenceContext | null): CrossReference[] {
  const found: CrossReference[] = [];
  for (const group of text.matchAll(PARENTHESIS)) {
    const inner = group[1] ?? "";
    const items: CrossReference[] = [];
    let offset = group.index + 1;
    let recognised = true;
    for (const raw of inner.split(";")) {
      const ref = parseItem(raw, context);
      if (ref === undefined) {
        recognised = false;
        break;
      }
      const lead = raw.length - raw.trimStart().length;
      const itemText = raw.trim();
      items.push({ start: offset + lead, end: offset + lead + itemText.length, text: itemText, ref });
      offset += raw.length + 1;
    }
    if (recognised) found.push(...items);
  }
  return found;
}
