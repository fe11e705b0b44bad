import { describe, expect, it } from "vitest";
import { findCrossReferences } from "./cross-references";
import { formatReference } from "./format";

const I_II_94 = { part: "I-II", question: 94 } as const;
const named = (text: string, context: Parameters<typeof findCrossReferences>[1] = I_II_94) =>
  findCrossReferences(text, context).map((x) => ({
    text: x.text,
    written: text.slice(x.start, x.end),
    ref: x.ref ? formatReference(x.ref) : null,
  }));

describe("Aquinas' cross-references", () => {
  it("reads the translation's bracketed form against the passage's part (ST I-II, q. 94, a. 2, co.)", () => {
    const text =
      "I answer that, As stated above (Question [91], Article [3]), the precepts of the natural law are to the practical reason";
    expect(named(text)).toEqual([
      {
        text: "Question [91], Article [3]",
        written: "Question [91], Article [3]",
        ref: "ST I-II, q. 91, a. 3",
      },
    ]);
  });

  it("takes the question too from the passage when only the article is named", () => {
    const text = "For it has been stated (Article [2]) that to the natural law belongs";
    expect(named(text)).toEqual([
      { text: "Article [2]", written: "Article [2]", ref: "ST I-II, q. 94, a. 2" },
    ]);
    expect(named("as shown above (A. 2).")[0]?.ref).toBe("ST I-II, q. 94, a. 2");
    expect(named("(Article [2], ad 3)")[0]?.ref).toBe("ST I-II, q. 94, a. 2, ad 3");
  });

  it("reads the part sigla and the abbreviated forms", () => {
    expect(named("as stated above (FS, Question [113], Article [3]). Wherefore")[0]?.ref).toBe(
      "ST I-II, q. 113, a. 3",
    );
    expect(named("(Q. 5, A. 1)", { part: "II-II", question: 23 })[0]?.ref).toBe("ST II-II, q. 5, a. 1");
    expect(named("(I-II, Q. 90, A. 1, ad 2)", { part: "III", question: 1 })[0]?.ref).toBe(
      "ST I-II, q. 90, a. 1, ad 2",
    );
    expect(named("(XP, Question [65], Article [5], ad 2)")[0]?.ref).toBe("ST Suppl., q. 65, a. 5, ad 2");
  });

  it("links each of several separated by semicolons", () => {
    const text = "(Question [90], Article [1]; FS, Question [91], Article [2])";
    expect(named(text, { part: "II-II", question: 10 }).map((x) => x.ref)).toEqual([
      "ST II-II, q. 90, a. 1",
      "ST I-II, q. 91, a. 2",
    ]);
  });

  it("keeps the text but gives no place when the passage's part is unknown", () => {
    expect(named("(Question [91], Article [3])", null)).toEqual([
      { text: "Question [91], Article [3]", written: "Question [91], Article [3]", ref: null },
    ]);
  });

  it("leaves other parentheses alone", () => {
    expect(named("as Damascene states (De Fide Orth. ii, 12), man")).toEqual([]);
    expect(named("(Sent. iv, D, 2)")).toEqual([]);
    expect(named("(Ps. 18:8) and (ST I, q. 2, a. 3)")).toEqual([]);
    expect(named("(I, qu. i [*Can. Eos qui per pecunias.])")).toEqual([]);
  });
});
