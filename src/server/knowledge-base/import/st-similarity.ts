/**
 * How likely an English section of the Dominican translation renders a given Latin section. Used only where
 * an article's English and Latin do not have the same sections, to pair what matches and leave the rest
 * unpaired: the English is about 1.13 times the length of the Latin, and both name the same authorities
 * and the same book and chapter numbers.
 */
const AUTHORITIES: [RegExp, RegExp][] = [
  [/Augustine/, /Augustin/],
  [/Philosopher|Aristotle/, /philosoph|Aristotel/i],
  [/Gregory/, /Gregori/],
  [/Damascene/, /Damascen/],
  [/Boethius/, /Boet/],
  [/Dionysius/, /Dionysi/],
  [/Jerome/, /Hieronym/],
  [/Ambrose/, /Ambros/],
  [/Apostle/, /apostol/i],
  [/Isidore/, /Isidor/],
  [/Chrysostom/, /Chrysostom/],
  [/Origen/, /Origen/],
  [/Anselm/, /Anselm/],
  [/Bede/, /Beda|Bedae/],
  [/Hilary/, /Hilari/],
  [/Gloss/, /[Gg]loss/],
  [/Tully|Cicero/, /Tulli|Cicero/],
  [/Seneca/, /Senec/],
  [/Avicenna/, /Avicenn/],
  [/Commentator|Averroes/, /Commentator|Averro/],
  [/Plato/, /Plato/],
  [/Porphyry/, /Porphyri/],
  [/Basil/, /Basili/],
  [/Hugh/, /Hugo|Hugon/],
  [/Master|Lombard/, /[Mm]agist/],
  [/\bPs\.|Psalm/, /Psalm/],
  [/\bMt\.|Matth/, /Matth/],
  [/\bJn\.|John/, /Ioan/],
  [/\bLk\.|Luke/, /Luc\./],
  [/\bRm\.|Romans/, /Rom\./],
  [/\bCor\./, /Cor\./],
  [/\bGn\.|Genesis/, /Gen\./],
  [/\bEx\.|Exod/, /Exod/],
  [/\bJob\b/, /\bIob\b/],
  [/\bHeb\./, /Hebr/],
];

const ROMAN = /^(?=[mdclxvi])m{0,3}(c[md]|d?c{0,3})(x[cl]|l?x{0,3})(i[xv]|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

function romanValue(word: string): number | null {
  const w = word.toLowerCase();
  if (!ROMAN.test(w)) return null;
  let total = 0;
  for (let i = 0; i < w.length; i++) {
    const value = ROMAN_VALUES[w[i] ?? ""] ?? 0;
    const next = ROMAN_VALUES[w[i + 1] ?? ""] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** Book and chapter numbers cited in English: numbers and lower-case numerals inside parentheses. */
function englishNumbers(text: string): Set<number> {
  const found = new Set<number>();
  const withoutCrossRefs = text.replace(/\[[^\]]*\]/g, " ");
  for (const group of withoutCrossRefs.matchAll(/\(([^()]{1,80})\)/g)) {
    for (const word of (group[1] ?? "").matchAll(/\b(\d{1,3}|[ivxlc]{1,7})\b/g)) {
      const token = word[1] ?? "";
      const value = /\d/.test(token) ? Number(token) : romanValue(token);
      if (value) found.add(value);
    }
  }
  // "Metaph. viii", "Ethic. ii": a numeral right after an abbreviated title, outside parentheses too.
  for (const word of withoutCrossRefs.matchAll(/[A-Z][a-z]+\.\s+([ivxlc]{1,7})\b/g)) {
    const value = romanValue(word[1] ?? "");
    if (value) found.add(value);
  }
  return found;
}

/** Numbers cited in Latin: upper-case numerals (VIII Ethic., Psalm. LXVIII) and digits. */
function latinNumbers(text: string): Set<number> {
  const found = new Set<number>();
  for (const word of text.matchAll(/\b(\d{1,3}|[IVXLC]{1,7})\b/g)) {
    const token = word[1] ?? "";
    const value = /\d/.test(token) ? Number(token) : romanValue(token);
    if (value) found.add(value);
  }
  return found;
}

const LENGTH_RATIO = 1.13;

export interface Comparable {
  text: string;
  /** The section's own number (objection or reply), when it has one. */
  number?: number;
  /** True for the first objection ("It would seem" / "sic proceditur. Videtur"). */
  opensArticle?: boolean;
}

/** A score above zero means the two may be paired; higher is a better match. */
export function similarity(en: Comparable, la: Comparable): number {
  if (en.opensArticle !== undefined && la.opensArticle !== undefined && en.opensArticle !== la.opensArticle) {
    return -10;
  }
  let score = 1;
  score -= Math.abs(Math.log(en.text.length / Math.max(la.text.length, 1) / LENGTH_RATIO)) * 3;
  const enNums = englishNumbers(en.text);
  const laNums = latinNumbers(la.text);
  const sharedNums = [...enNums].filter((n) => laNums.has(n)).length;
  if (sharedNums > 0) score += Math.min(sharedNums, 2) * 1.5;
  else if (enNums.size > 0 && laNums.size > 0) score -= 1.5;
  else if (enNums.size > 0 || laNums.size > 0) score -= 0.75;
  for (const [enName, laName] of AUTHORITIES) {
    const inEn = enName.test(en.text);
    const inLa = laName.test(la.text);
    if (inEn && inLa) score += 1;
    else if (inEn !== inLa) score -= 0.5;
  }
  if (en.number !== undefined && la.number !== undefined) score += en.number === la.number ? 1 : -0.75;
  return score;
}

/**
 * Pairs two ordered lists without crossing, maximising the summed similarity and pairing only where the
 * similarity is positive. Returns [englishIndex, latinIndex] pairs.
 */
export function alignByContent(en: Comparable[], la: Comparable[]): [number, number][] {
  const rows = en.length + 1;
  const cols = la.length + 1;
  const best = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  const scores = en.map((e) => la.map((l) => similarity(e, l)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const s = scores[i - 1]?.[j - 1] ?? -1;
      const row = best[i] as number[];
      const prev = best[i - 1] as number[];
      row[j] = Math.max(
        prev[j] ?? 0,
        row[j - 1] ?? 0,
        s > 0 ? (prev[j - 1] ?? 0) + s : Number.NEGATIVE_INFINITY,
      );
    }
  }
  const pairs: [number, number][] = [];
  let i = en.length;
  let j = la.length;
  while (i > 0 && j > 0) {
    const here = best[i]?.[j] ?? 0;
    const s = scores[i - 1]?.[j - 1] ?? -1;
    if (s > 0 && here === (best[i - 1]?.[j - 1] ?? 0) + s) {
      pairs.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (here === (best[i - 1]?.[j] ?? 0)) i--;
    else j--;
  }
  return pairs.reverse();
}
