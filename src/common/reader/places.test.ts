import { describe, expect, it } from "vitest";
import { articleRefOfPlace, readerHref } from "./places.js";

describe("reader places", () => {
  it("writes a cited reference as the reader address at its section", () => {
    expect(readerHref("ST I-II, q. 94, a. 2, co.")).toBe("/read/st/I-II/q94/a2#co");
    expect(readerHref("ST I, q. 2, a. 3, obj. 1")).toBe("/read/st/I/q2/a3#obj1");
    expect(readerHref("ST II-II, q. 23, a. 1, ad 2")).toBe("/read/st/II-II/q23/a1#ad2");
    expect(readerHref("ST I, q. 2, a. 3, s.c.")).toBe("/read/st/I/q2/a3#sc");
    expect(readerHref("ST Suppl., q. 69, a. 1")).toBe("/read/st/Suppl/q69/a1");
    expect(readerHref("SCG III, c. 71, n. 3")).toBe("/read/scg/3/c71#n3");
    expect(readerHref("SCG I, c. 13")).toBe("/read/scg/1/c13");
    expect(readerHref("Jn 15:5")).toBeNull();
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
    expect(articleRefOfPlace("bible/Jn/15")).toBeNull();
  });
});
