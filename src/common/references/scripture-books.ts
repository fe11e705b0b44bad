/**
 * The 73 books of the Douay-Rheims / Clementine Vulgate canon. `code` is the Clementine Vulgate Project
 * abbreviation used by both Bible files; `abbr` is the abbreviation the English Summa uses, which is the
 * canonical form we print. Books of Kings follow the Vulgate: 1–2 Kings = 1–2 Samuel, 3–4 Kings = 1–2 Kings.
 */
export interface ScriptureBook {
  code: string;
  osis: string;
  abbr: string;
  name: string;
  /** Other spellings people, models and the Summa use (compared after normalising). */
  aliases: string[];
}

const book = (
  code: string,
  osis: string,
  abbr: string,
  name: string,
  aliases: string[] = [],
): ScriptureBook => ({
  code,
  osis,
  abbr,
  name,
  aliases,
});

export const SCRIPTURE_BOOKS: readonly ScriptureBook[] = [
  book("Gn", "Gen", "Gn.", "Genesis", ["gen", "gn", "ge"]),
  book("Ex", "Exod", "Ex.", "Exodus", ["exod", "exo"]),
  book("Lv", "Lev", "Lev.", "Leviticus", ["lv", "levit"]),
  book("Nm", "Num", "Num.", "Numbers", ["nm", "numb", "numeri"]),
  book("Dt", "Deut", "Dt.", "Deuteronomy", ["deut", "deuteronomium"]),
  book("Jos", "Josh", "Jos.", "Josue", ["joshua", "josh", "jos"]),
  book("Jdc", "Judg", "Judges", "Judges", ["judg", "jgs", "jdc", "jud g", "judic", "judicum"]),
  book("Rt", "Ruth", "Ruth", "Ruth", ["rt"]),
  book("1Rg", "1Sam", "1 Kgs.", "1 Kings", [
    "1kgs",
    "1kings",
    "1kg",
    "1sam",
    "1samuel",
    "1reg",
    "1regum",
    "1rg",
    "1sm",
  ]),
  book("2Rg", "2Sam", "2 Kgs.", "2 Kings", [
    "2kgs",
    "2kings",
    "2kg",
    "2sam",
    "2samuel",
    "2reg",
    "2regum",
    "2rg",
    "2sm",
  ]),
  book("3Rg", "1Kgs", "3 Kgs.", "3 Kings", ["3kgs", "3kings", "3kg", "3reg", "3regum", "3rg"]),
  book("4Rg", "2Kgs", "4 Kgs.", "4 Kings", ["4kgs", "4kings", "4kg", "4reg", "4regum", "4rg"]),
  book("1Par", "1Chr", "1 Paralip.", "1 Paralipomenon", [
    "1par",
    "1para",
    "1paral",
    "1paralip",
    "1chron",
    "1chr",
    "1chronicles",
  ]),
  book("2Par", "2Chr", "2 Paralip.", "2 Paralipomenon", [
    "2par",
    "2para",
    "2paral",
    "2paralip",
    "2chron",
    "2chr",
    "2chronicles",
  ]),
  book("Esr", "Ezra", "1 Esdras", "1 Esdras", ["1esdras", "1esdra", "1esdr", "esr", "ezra", "esdras"]),
  book("Neh", "Neh", "2 Esdras", "2 Esdras", ["2esdras", "2esdra", "2esdr", "neh", "nehemiah", "nehemias"]),
  book("Tob", "Tob", "Tob.", "Tobias", ["tob", "tobit", "tobias"]),
  book("Jdt", "Jdt", "Judith", "Judith", ["jdt", "judith"]),
  book("Est", "Esth", "Esther", "Esther", ["esth", "est"]),
  book("Job", "Job", "Job", "Job", []),
  book("Ps", "Ps", "Ps.", "Psalms", ["ps", "psa", "psalm", "psalms", "pss", "psalmi", "psalmus"]),
  book("Pr", "Prov", "Prov.", "Proverbs", ["prov", "pr", "prv", "proverbia"]),
  book("Ecl", "Eccl", "Eccles.", "Ecclesiastes", ["eccles", "eccl", "ecl", "qoh", "qoheleth"]),
  book("Ct", "Song", "Cant.", "Canticle of Canticles", [
    "cant",
    "canticles",
    "canticle",
    "ct",
    "song",
    "songofsongs",
    "songofsolomon",
    "sg",
  ]),
  book("Sap", "Wis", "Wis.", "Wisdom", ["wis", "ws", "sap", "sapientia", "wisdomofsolomon"]),
  book("Sir", "Sir", "Ecclus.", "Ecclesiasticus", ["ecclus", "sir", "sirach", "ecclesiasticus"]),
  book("Is", "Isa", "Is.", "Isaias", ["is", "isa", "isaiah", "isaias", "iss"]),
  book("Jr", "Jer", "Jer.", "Jeremias", ["jer", "jr", "jeremiah", "jeremias"]),
  book("Lam", "Lam", "Lam.", "Lamentations", ["lam", "lamentationes"]),
  book("Bar", "Bar", "Bar.", "Baruch", ["bar"]),
  book("Ez", "Ezek", "Ezech.", "Ezechiel", ["ezech", "ezek", "ez", "ezekiel"]),
  book("Dn", "Dan", "Dan.", "Daniel", ["dan", "dn"]),
  book("Os", "Hos", "Osee", "Osee", ["os", "hos", "hosea"]),
  book("Joel", "Joel", "Joel", "Joel", ["jl"]),
  book("Am", "Amos", "Amos", "Amos", ["am"]),
  book("Abd", "Obad", "Abdias", "Abdias", ["abd", "obad", "obadiah", "ob"]),
  book("Jon", "Jonah", "Jonas", "Jonas", ["jon", "jonah"]),
  book("Mch", "Mic", "Mich.", "Micheas", ["mich", "mic", "micah", "micheas", "mch"]),
  book("Nah", "Nah", "Nahum", "Nahum", ["nah", "na"]),
  book("Hab", "Hab", "Hab.", "Habacuc", ["hab", "habac", "habakkuk", "habacuc"]),
  book("Soph", "Zeph", "Soph.", "Sophonias", ["soph", "zeph", "zephaniah", "sophonias"]),
  book("Agg", "Hag", "Agg.", "Aggeus", ["agg", "hag", "haggai", "aggeus", "aggaeus"]),
  book("Zach", "Zech", "Zach.", "Zacharias", ["zach", "zech", "zechariah", "zacharias"]),
  book("Mal", "Mal", "Malach.", "Malachias", ["mal", "malach", "malachi", "malachias"]),
  book("1Mcc", "1Macc", "1 Macc.", "1 Machabees", [
    "1macc",
    "1mach",
    "1machab",
    "1mcc",
    "1maccabees",
    "1machabees",
  ]),
  book("2Mcc", "2Macc", "2 Macc.", "2 Machabees", [
    "2macc",
    "2mach",
    "2machab",
    "2mcc",
    "2maccabees",
    "2machabees",
  ]),
  book("Mt", "Matt", "Mt.", "Matthew", ["mt", "matt", "matth", "matthew", "mat"]),
  book("Mc", "Mark", "Mk.", "Mark", ["mk", "mc", "mar", "marc", "mrk"]),
  book("Lc", "Luke", "Lk.", "Luke", ["lk", "lc", "luc", "luk"]),
  book("Jo", "John", "Jn.", "John", ["jn", "jo", "joan", "joann", "jhn", "ioan"]),
  book("Act", "Acts", "Acts", "Acts of the Apostles", ["act", "ac"]),
  book("Rom", "Rom", "Rm.", "Romans", ["rm", "rom", "ro"]),
  book("1Cor", "1Cor", "1 Cor.", "1 Corinthians", ["1cor", "1co"]),
  book("2Cor", "2Cor", "2 Cor.", "2 Corinthians", ["2cor", "2co"]),
  book("Gal", "Gal", "Gal.", "Galatians", ["gal", "ga"]),
  book("Eph", "Eph", "Eph.", "Ephesians", ["eph", "ephes"]),
  book("Phlp", "Phil", "Phil.", "Philippians", ["phil", "php", "phlp", "philipp"]),
  book("Col", "Col", "Col.", "Colossians", ["col"]),
  book("1Thes", "1Thess", "1 Thess.", "1 Thessalonians", ["1thess", "1thes", "1th"]),
  book("2Thes", "2Thess", "2 Thess.", "2 Thessalonians", ["2thess", "2thes", "2th"]),
  book("1Tim", "1Tim", "1 Tim.", "1 Timothy", ["1tim", "1tm", "1ti"]),
  book("2Tim", "2Tim", "2 Tim.", "2 Timothy", ["2tim", "2tm", "2ti"]),
  book("Tit", "Titus", "Titus", "Titus", ["tit", "ti"]),
  book("Phlm", "Phlm", "Philem.", "Philemon", ["philem", "phlm", "phm"]),
  book("Hbr", "Heb", "Heb.", "Hebrews", ["heb", "hebr", "hbr"]),
  book("Jac", "Jas", "James", "James", ["jas", "jm", "jam", "jac", "jac", "jacobi"]),
  book("1Ptr", "1Pet", "1 Pt.", "1 Peter", ["1pt", "1pet", "1peter", "1ptr", "1p"]),
  book("2Ptr", "2Pet", "2 Pt.", "2 Peter", ["2pt", "2pet", "2peter", "2ptr", "2p"]),
  book("1Jo", "1John", "1 Jn.", "1 John", ["1jn", "1jo", "1john", "1jnn", "1joan", "1jhn"]),
  book("2Jo", "2John", "2 Jn.", "2 John", ["2jn", "2jo", "2john", "2joan"]),
  book("3Jo", "3John", "3 Jn.", "3 John", ["3jn", "3jo", "3john", "3joan"]),
  book("Jud", "Jude", "Jude", "Jude", ["jud", "jude"]),
  book("Apc", "Rev", "Apoc.", "Apocalypse", [
    "apoc",
    "apc",
    "rev",
    "revelation",
    "revelations",
    "apocalypse",
    "apocalypsis",
  ]),
];

/** Lowercase, no dots or spaces; a leading ordinal word or roman numeral becomes a digit ("I Cor." → "1cor"). */
export function normaliseBookName(raw: string): string {
  let s = raw
    .trim()
    .toLowerCase()
    .replace(/^st\.?\s+/, "");
  s = s.replace(/^(first|1st|i)\s+(?=[a-z])/, "1").replace(/^(second|2nd|ii)\s+(?=[a-z])/, "2");
  s = s.replace(/^(third|3rd|iii)\s+(?=[a-z])/, "3").replace(/^(fourth|4th|iv)\s+(?=[a-z])/, "4");
  return s.replace(/[.\s]/g, "").replace(/^(\d)(?:st|nd|rd|th)/, "$1");
}

const byName = new Map<string, ScriptureBook>();
const byCode = new Map<string, ScriptureBook>();
for (const b of SCRIPTURE_BOOKS) {
  byCode.set(b.code, b);
  for (const name of [b.code, b.osis, b.abbr, b.name, ...b.aliases]) {
    const key = normaliseBookName(name);
    if (!byName.has(key)) byName.set(key, b);
  }
}
// "Psalm"/"Song of Songs" written with spaces, "Wisdom" and "Acts of the Apostles" in full.
for (const [alias, code] of [
  ["wisdom", "Sap"],
  ["actsoftheapostles", "Act"],
] as const) {
  const target = byCode.get(code);
  if (target) byName.set(alias, target);
}

/** The book a written name or abbreviation denotes, or undefined. */
export function findScriptureBook(name: string): ScriptureBook | undefined {
  return byName.get(normaliseBookName(name));
}

export function scriptureBookByCode(code: string): ScriptureBook | undefined {
  return byCode.get(code);
}
