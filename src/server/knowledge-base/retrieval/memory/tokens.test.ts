import { describe, expect, it } from "vitest";
import { stem, terms } from "./tokens.js";

describe("the stems a question and an article are compared by", () => {
  it("join lying, lies and lied to lie, which the stemmer leaves apart", () => {
    expect(terms("Is lying ever right? He lies; she lied; a lie.")).toEqual([
      "lie",
      "ever",
      "right",
      "lie",
      "lie",
      "lie",
    ]);
  });

  it("keep the stemmer's stems for other words", () => {
    expect(stem("sinning")).toBe(stem("sin"));
    expect(stem("happiness")).toBe("happi");
    expect(terms("Is it wrong to love yourself?")).toEqual(["wrong", "love", "oneself"]);
  });
});
