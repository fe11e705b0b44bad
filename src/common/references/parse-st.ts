import type { StPart, StReference, StSection } from "./types.js";

const ST_PREFIX =
  /^(?:summa\s+theologi(?:ae|ca|a)|sum(?:ma)?\.?\s*theol?\.?|summa|s\.\s*th(?:eol)?\.?|sth\.?|s\.\s*t\.?|st\.?)(?=[\s,.\d]|$)/;

const PART_WORDS: [RegExp, StPart][] = [
  [/^(?:supp(?:l(?:ement(?:um)?)?)?|xp)\.?(?![a-z])/, "Suppl."],
  [/^app(?:endix)?\.?\s*(?:1|i)(?![a-z\d])/, "App. 1"],
  [/^app(?:endix)?\.?\s*(?:2|ii)(?![a-z\d])/, "App. 2"],
  [/^prima\s+secundae(?:\s+partis)?/, "I-II"],
  [/^secunda\s+secundae(?:\s+partis)?/, "II-II"],
  [/^prima(?:\s+pars)?/, "I"],
  [/^tertia(?:\s+pars)?/, "III"],
  [/^fs(?![a-z])/, "I-II"],
  [/^ss(?![a-z])/, "II-II"],
  [/^fp(?![a-z])/, "I"],
  [/^tp(?![a-z])/, "III"],
];

/** Roman or arabic part numbers: I, Ia, 1; I-II, Ia-IIae, 1-2; II-II, 2-2; III, IIIa, 3. */
const PART_NUMBER = /^(iii|ii|i|3|2|1)(?:a|ae|am|\.)?(?:\s*-\s*(ii|i|2|1)(?:ae|a)?)?(?![a-z])/;

function partFromNumbers(first: string, second: string | undefined): StPart | null {
  const a = { i: 1, "1": 1, ii: 2, "2": 2, iii: 3, "3": 3 }[first];
  if (second === undefined) return a === 1 ? "I" : a === 3 ? "III" : null;
  const b = { i: 1, "1": 1, ii: 2, "2": 2 }[second];
  if (a === 1 && b === 2) return "I-II";
  if (a === 2 && b === 2) return "II-II";
  return null;
}

const SEP = /^[\s,.:;]*/;

const SECTION_PATTERNS: [RegExp, (m: RegExpExecArray) => StSection][] = [
  [/^(?:prol(?:ogue)?|pr|prooem(?:ium)?|proem(?:ium)?)\.?/, () => ({ kind: "prologue" })],
  [
    /^ad\s*arg\.?|^ad\s+obiecta|^reply\s+to\s+(?:all\s+)?(?:the\s+)?objections/,
    () => ({ kind: "reply_all" }),
  ],
  [
    /^(?:s\.?\s*c\.?|sed\s+contra|on\s+the\s+contrary)(?:\s*(\d+))?/,
    (m) => (m[1] ? { kind: "sed_contra", number: Number(m[1]) } : { kind: "sed_contra" }),
  ],
  [/^(?:obj(?:ection)?|ob|arg(?:ument)?)\.?\s*(\d+)/, (m) => ({ kind: "objection", number: Number(m[1]) })],
  [
    /^(?:ad|reply\s+to\s+(?:objection|obj\.?)|reply|rep\.?\s*obj\.?|resp\.?\s*ad|r)\.?\s*(\d+)(?:um|m)?/,
    (m) => ({ kind: "reply", number: Number(m[1]) }),
  ],
  [/^(?:corpus|corp|co|c|respondeo|resp|body|i\s+answer\s+that)\.?/, () => ({ kind: "respondeo" })],
];

/**
 * Parses a Summa Theologiae reference in the forms people and models write: `ST I, q. 2, a. 3, co.`,
 * "Summa Theologica I q2 a3", "ST 1.2.3", "I-II 94.2", "STh I-II q.94 a.2 ad 2", "ST Suppl., q. 75, a. 1".
 * `text` must already be lower-cased and trimmed. Returns null when it is not a recognisable ST reference.
 */
export function parseStReference(text: string): StReference | null {
  let s = text;
  const prefix = ST_PREFIX.exec(s);
  if (prefix) s = s.slice(prefix[0].length);
  s = s.replace(SEP, "");

  let part: StPart | null = null;
  let numericPart = false;
  for (const [re, value] of PART_WORDS) {
    const m = re.exec(s);
    if (m) {
      part = value;
      s = s.slice(m[0].length);
      break;
    }
  }
  if (!part) {
    const m = PART_NUMBER.exec(s);
    if (m?.[1]) {
      part = partFromNumbers(m[1], m[2]);
      numericPart = /\d/.test(m[1]);
      if (part) s = s.slice(m[0].length);
    }
  }
  // The bare work ("ST", "ST, prol.") has no part.
  if (!part) {
    if (!prefix) return null;
    const rest = s.replace(SEP, "");
    if (rest === "") return { work: "st", part: null };
    if (/^(?:prol(?:ogue)?|pr|prooem(?:ium)?)\.?\s*$/.test(rest)) {
      return { work: "st", part: null, section: { kind: "prologue" } };
    }
    return null;
  }
  // Without "ST" in front, accept only a written part ("I-II 94.2"), never bare digits.
  if (!prefix && numericPart) return null;

  const ref: StReference = { work: "st", part };
  s = s.replace(SEP, "");
  const question = /^(?:q(?:uaestio|uestion|u)?\.?\s*)?(\d+)/.exec(s);
  if (question) {
    ref.question = Number(question[1]);
    s = s.slice(question[0].length).replace(SEP, "");
    const article = /^(?:a(?:rt(?:icle|iculus)?)?\.?\s*)?(\d+)/.exec(s);
    if (article) {
      ref.article = Number(article[1]);
      s = s.slice(article[0].length).replace(SEP, "");
    }
  } else if (!prefix) {
    return null;
  }
  if (s !== "") {
    let matched = false;
    for (const [re, build] of SECTION_PATTERNS) {
      const m = re.exec(s);
      if (m) {
        const section = build(m);
        // Only prologues belong to a question or part; the other sections need an article.
        if (section.kind !== "prologue" && ref.article === undefined) return null;
        if (section.kind === "prologue" && ref.article !== undefined) return null;
        ref.section = section;
        s = s.slice(m[0].length).replace(/^[\s,.;:)]*/, "");
        matched = true;
        break;
      }
    }
    if (!matched || s !== "") return null;
  }
  return ref;
}
