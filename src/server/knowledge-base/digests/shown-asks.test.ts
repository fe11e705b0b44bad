import { describe, expect, it } from "vitest";
import { isWellWritten, shownAsks } from "./shown-asks.js";

describe("the asks shown to learners", () => {
  it("are the ones written as sentences", () => {
    expect(isWellWritten("Can I lie to protect a friend?")).toBe(true);
    expect(isWellWritten("can u lie to protect a friend")).toBe(false);
    expect(isWellWritten("Is lying ever ok")).toBe(false);
    expect(shownAsks(["whats a lie", "Is every lie a sin?", "is lying bad"])).toEqual([
      "Is every lie a sin?",
    ]);
  });

  it("are all of them when none is written as a sentence", () => {
    expect(shownAsks(["whats a lie", "is lying bad"])).toEqual(["whats a lie", "is lying bad"]);
  });
});
