import { describe, expect, it } from "vitest";
import { isFallbackTopic, matchTopic } from "./topic-match.js";

describe("matching a learner's topic to the catalogue", () => {
  it("finds the topic by its words and phrases", () => {
    expect(matchTopic("Can we prove that God exists?")).toBe("existence_of_god");
    expect(matchTopic("Is evil just the absence of good?")).toBe("evil");
    expect(matchTopic("nominalism and universals")).toBe("universals");
    expect(matchTopic("Why did God become man? The atonement")).toBe("incarnation");
    expect(matchTopic("Do we have free will?")).toBe("free_will");
  });

  it("matches whole words only, and finds nothing in an unrelated topic", () => {
    expect(matchTopic("knowhow of bakers")).toBeNull();
    expect(matchTopic("tattoos")).toBeNull();
  });

  it("can be limited to the topics one thinker treats", () => {
    expect(matchTopic("happiness and free will", ["free_will", "universals"])).toBe("free_will");
    expect(matchTopic("happiness", ["universals"])).toBeNull();
  });

  it("knows the §5 fallback topics", () => {
    expect(isFallbackTopic("Core philosophical and theological principles")).toBe(true);
    expect(isFallbackTopic("Current conversation topics and themes")).toBe(true);
    expect(isFallbackTopic("happiness")).toBe(false);
  });
});
