import { describe, expect, it } from "vitest";
import { spelledOut } from "./chat-spelling.js";

describe("chat shorthand", () => {
  it("spells out shorthand and leaves out marks of tone", () => {
    expect(spelledOut("if god already knows what im gonna do tmrw then how am i free lol")).toBe(
      "if god already knows what im going to do tomorrow then how am i free",
    );
    expect(spelledOut("can u pray for ppl who died?? tbh idk")).toBe(
      "can you pray for people who died?? i do not know",
    );
  });

  it("leaves capitals, abbreviations and other words as they are", () => {
    expect(spelledOut("Is the U.S. a just state? Ask W. Bush")).toBe("Is the U.S. a just state? Ask W. Bush");
    expect(spelledOut("Why is there evil?")).toBe("Why is there evil?");
  });
});
