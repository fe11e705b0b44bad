import { describe, expect, it } from "vitest";
import { formatReference } from "../references/index.js";
import { SCRIPTURE_BOOKS } from "../references/scripture-books.js";
import { articleRefOfPlace, bookSlug, placeOfArticleRef, readerHref } from "./places.js";

describe("reader places", () => {
  it("writes a cited reference as the reader address at its section", () => {
    expect(readerHref("ST I-II, q. 94, a. 2, co.")).toBe("/read/st/I-II/q94/a2#co");
    expect(readerHref("ST I, q. 2, a. 3, obj. 1")).toBe("/read/st/I/q2/a3#obj1");
    expect(readerHref("ST II-II, q. 23, a. 1, ad 2")).toBe("/read/st/II-II/q23/a1#ad2");
    expect(readerHref("ST I, q. 2, a. 3, s.c.")).toBe("/read/st/I/q2/a3#sc");
    expect(readerHref("ST Suppl., q. 69, a. 1")).toBe("/read/st/Suppl/q69/a1");
    expect(readerHref("SCG III, c. 71, n. 3")).toBe("/read/scg/3/c71#n3");
    expect(readerHref("SCG I, c. 13")).toBe("/read/scg/1/c13");
    expect(readerHref("Jn 15:5")).toBe("/read/bible/Jn/15#v5");
    expect(readerHref("Rom. 1:20")).toBe("/read/bible/Rm/1#v20");
    expect(readerHref("Mt. 5:3-4")).toBe("/read/bible/Mt/5?v=3-4#v3");
    expect(readerHref("Ps. 18")).toBe("/read/bible/Ps/18");
    expect(readerHref("Plato, Republic")).toBeNull();
    expect(readerHref("ST I, q. 2, a. 3, co.", "I answer that,  the existence of God …")).toBe(
      "/read/st/I/q2/a3?q=I+answer+that%2C+the+existence+of+God#co",
    );
  });

  it("reads a reader address back to the canonical reference", () => {
    expect(articleRefOfPlace("st/I-II/q94/a2")).toBe("ST I-II, q. 94, a. 2");
    expect(articleRefOfPlace("st/I/q2")).toBe("ST I, q. 2");
    expect(articleRefOfPlace("st/App1/q1/a1")).toBe("ST App. 1, q. 1, a. 1");
    expect(articleRefOfPlace("scg/3/c71")).toBe("SCG III, c. 71");
    expect(articleRefOfPlace("st/V/q1/a1")).toBeNull();
    expect(articleRefOfPlace("st/I/q2/a3/extra")).toBeNull();
    expect(articleRefOfPlace("scg/5/c1")).toBeNull();
    expect(articleRefOfPlace("bible/Jn/15")).toBe("Jn. 15");
    expect(articleRefOfPlace("bible/John/15")).toBe("Jn. 15");
    expect(articleRefOfPlace("bible/1Kgs/3")).toBe("1 Kgs. 3");
    expect(articleRefOfPlace("bible/Nowhere/3")).toBeNull();
    expect(articleRefOfPlace("bible/Jn/0")).toBeNull();
    expect(articleRefOfPlace("bible/Jn/15/2")).toBeNull();
  });

  it("writes every Bible book's address so that it reads back to the same book", () => {
    for (const book of SCRIPTURE_BOOKS) {
      const reference = formatReference({ work: "bible", book: book.code, chapter: 1 });
      const place = placeOfArticleRef(reference);
      expect(place, book.name).toBe(`bible/${bookSlug(book.code)}/1`);
      expect(articleRefOfPlace(place ?? ""), book.name).toBe(reference);
    }
  });
});
