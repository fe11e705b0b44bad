import { describe, expect, it } from "vitest";
import { formatArticleRef, formatReference, parseReference, type Reference } from "./index.js";

describe("canonical references round-trip", () => {
  const canonical = [
    "ST I, q. 2, a. 3, co.",
    "ST I-II, q. 94, a. 2, obj. 1",
    "ST I-II, q. 94, a. 2, ad 2",
    "ST II-II, q. 64, a. 5, s.c.",
    "ST I, q. 29, a. 2, s.c. 2",
    "ST I, q. 1, a. 4, ad arg.",
    "ST I, q. 2, prol.",
    "ST I-II, prol.",
    "ST, prol.",
    "ST III, q. 75, a. 1",
    "ST Suppl., q. 75, a. 1",
    "ST App. 1, q. 1, a. 2, ad 1",
    "SCG I, c. 13",
    "SCG I, c. 13, n. 3",
    "SCG III, c. 130, ¶2",
    "SCG II, cc. 32, 35, ¶1",
    "SCG III, cc. 41–45, note 576",
    "SCG III, c. 130 (Rickaby), ¶1",
    "Ex. 3:14",
    "Ps. 83:3",
    "1 Cor. 13:13",
    "Rm. 4:2",
    "Mt. 5:3-4",
    "4 Kgs. 2:11",
    "Apoc. 21",
  ];
  it.each(canonical)("format(parse(%s)) gives it back", (text) => {
    const ref = parseReference(text);
    expect(ref).not.toBeNull();
    expect(formatReference(ref as Reference)).toBe(text);
  });
});

describe("loose forms parse to the right structure", () => {
  const cases: [string, Reference][] = [
    ["Summa Theologica I q2 a3", { work: "st", part: "I", question: 2, article: 3 }],
    ["ST 1.2.3", { work: "st", part: "I", question: 2, article: 3 }],
    ["I-II 94.2", { work: "st", part: "I-II", question: 94, article: 2 }],
    [
      "STh I-II q.94 a.2 ad 2",
      { work: "st", part: "I-II", question: 94, article: 2, section: { kind: "reply", number: 2 } },
    ],
    ["Iª q. 2 a. 3 co.", { work: "st", part: "I", question: 2, article: 3, section: { kind: "respondeo" } }],
    ["S.Th. IIa-IIae, q. 64, a. 5", { work: "st", part: "II-II", question: 64, article: 5 }],
    [
      "Summa Theologiae III q. 75 a. 1 sed contra",
      { work: "st", part: "III", question: 75, article: 1, section: { kind: "sed_contra" } },
    ],
    ["ST Supplement q 75 a 1", { work: "st", part: "Suppl.", question: 75, article: 1 }],
    ["Contra Gentiles I.13", { work: "scg", book: 1, chapter: 13 }],
    ["SCG 3, ch. 2, n. 4", { work: "scg", book: 3, chapter: 2, paragraph: 4 }],
    ["Exodus 3:14", { work: "bible", book: "Ex", chapter: 3, verse: 14 }],
    ["Ps 83:3", { work: "bible", book: "Ps", chapter: 83, verse: 3 }],
    ["1 Cor. 13:13", { work: "bible", book: "1Cor", chapter: 13, verse: 13 }],
    ["First Corinthians 13:13", { work: "bible", book: "1Cor", chapter: 13, verse: 13 }],
    ["Rm. 4:2", { work: "bible", book: "Rom", chapter: 4, verse: 2 }],
    ["Romans 4:2", { work: "bible", book: "Rom", chapter: 4, verse: 2 }],
    ["John 3:16", { work: "bible", book: "Jo", chapter: 3, verse: 16 }],
    ["Is 53:5", { work: "bible", book: "Is", chapter: 53, verse: 5 }],
    ["Song of Songs 2:3", { work: "bible", book: "Ct", chapter: 2, verse: 3 }],
    ["1 Sam 3:10", { work: "bible", book: "1Rg", chapter: 3, verse: 10 }],
  ];
  it.each(cases)("%s", (text, expected) => {
    expect(parseReference(text)).toEqual(expected);
  });

  it.each(["hello world", "", "ST II q.1", "Ethic. 1:2", "q. 2 a. 3", "ST I, q. 2, co.", "SCG V, c. 1"])(
    "rejects %j",
    (text) => {
      expect(parseReference(text)).toBeNull();
    },
  );
});

describe("article reference", () => {
  it.each([
    ["ST I, q. 2, a. 3, co.", "ST I, q. 2, a. 3"],
    ["ST I-II, q. 94, a. 2, obj. 1", "ST I-II, q. 94, a. 2"],
    ["ST I, q. 2, prol.", "ST I, q. 2"],
    ["SCG I, c. 13, n. 3", "SCG I, c. 13"],
    ["SCG II, cc. 32, 35, ¶1", "SCG II, c. 32"],
    ["Ex. 3:14", "Ex. 3"],
  ])("of %s is %s", (text, article) => {
    expect(formatArticleRef(parseReference(text) as Reference)).toBe(article);
  });
});
