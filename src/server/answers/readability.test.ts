import { describe, expect, it } from "vitest";
import { countSyllables, fleschKincaidGrade } from "./readability.js";

describe("Flesch–Kincaid grade", () => {
  it("counts syllables", () => {
    expect(countSyllables("God")).toBe(1);
    expect(countSyllables("reason")).toBe(2);
    expect(countSyllables("existence")).toBe(3);
    expect(countSyllables("demonstration")).toBe(4);
  });

  it("rates short plain sentences low and long learned ones high", () => {
    const plain = fleschKincaidGrade("God is good. He made the world. We can know Him.");
    const learned = fleschKincaidGrade(
      "The intellectual apprehension of universal principles presupposes the abstraction of intelligible species from phantasms, according to the determination of the agent intellect.",
    );
    expect(plain).toBeLessThan(3);
    expect(learned).toBeGreaterThan(16);
  });
});
