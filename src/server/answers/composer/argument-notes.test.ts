import { describe, expect, it } from "vitest";
import { analogyFor, argumentNotes } from "./argument-notes.js";

describe("notes on how his answer argues", () => {
  it("explains the argument from an end where he argues that whatever acts, acts for an end", () => {
    const fifthWay =
      "The fifth way is taken from the governance of the world. We see that things which lack intelligence, such as natural bodies, act for an end.";
    expect(argumentNotes(fifthWay, "young", 1)[0]).toMatch(/archer/);
  });

  it.each([
    "it argues from its principles to demonstrate other truths, for the sake of the faith",
    "prudence is properly about the means to an end",
    "wealth of this kind is sought for the sake of something else",
  ])("says nothing of ends where %j only uses the words", (text) => {
    expect(argumentNotes(text, "young", 1)).toEqual([]);
    expect(analogyFor(text, "child")).toBeNull();
  });

  it("gives the image of the moon and the sun for a perfection had by participation, not for sharing in fruits", () => {
    expect(analogyFor("a particular good is good by participation", "child")).toMatch(/moon/);
    expect(analogyFor("the participation of its fruits", "child")).toBeNull();
  });

  it("reasons from effects only where the text does, not wherever a thing is known through another", () => {
    expect(analogyFor("it can be demonstrated from its effects", "child")).toMatch(/baker/);
    expect(argumentNotes("this is known through faith", "adult", 1)).toEqual([]);
  });
});
