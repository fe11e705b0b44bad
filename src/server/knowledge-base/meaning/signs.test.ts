import { describe, expect, it } from "vitest";
import {
  articleCloseness,
  closeness,
  DIMENSIONS,
  lengthOf,
  preparedCloseness,
  prepareQuestion,
  SIGN_BYTES,
  SOFTNESS,
  signsOf,
} from "./signs.js";

const vector = (f: (i: number) => number) => Float32Array.from({ length: DIMENSIONS }, (_, i) => f(i));

describe("the signs of a meaning", () => {
  it("keeps one bit per number, set where the number is positive", () => {
    const signs = signsOf(vector((i) => (i % 3 === 0 ? 0.5 : -0.25)));
    expect(signs.length).toBe(SIGN_BYTES);
    for (let i = 0; i < DIMENSIONS; i++)
      expect(((signs[i >> 3] as number) >> (i & 7)) & 1).toBe(i % 3 === 0 ? 1 : 0);
    expect(() => signsOf([1, 2, 3])).toThrow(/512/);
  });

  it("measures a question against stored signs as the cosine with the ±1 vector they stand for", () => {
    const question = vector((i) => Math.sin(i + 1));
    const stored = vector((i) => Math.cos(3 * i));
    const plusMinus = vector((i) => ((stored[i] as number) > 0 ? 1 : -1));
    let dot = 0;
    for (let i = 0; i < DIMENSIONS; i++) dot += (question[i] as number) * (plusMinus[i] as number);
    const cosine = dot / (lengthOf(question) * lengthOf(plusMinus));
    expect(closeness(question, lengthOf(question), signsOf(stored), 0)).toBeCloseTo(cosine, 10);
    // A question against its own signs comes closest; against the opposite signs, as far as it can.
    const own = closeness(question, lengthOf(question), signsOf(question), 0);
    const opposite = closeness(question, lengthOf(question), signsOf(question.map((v) => -v)), 0);
    expect(own).toBeGreaterThan(0.7);
    expect(opposite).toBeCloseTo(-own, 10);
  });

  it("lets an article's closest learner question count most, the others a little", () => {
    const question = vector((i) => Math.sin(i + 1));
    const near = signsOf(question);
    const far = signsOf(vector((i) => Math.cos(7 * i)));
    const both = new Uint8Array([...far, ...near]);
    const best = closeness(question, lengthOf(question), near, 0);
    const value = articleCloseness(prepareQuestion(question), both);
    expect(value).toBeGreaterThanOrEqual(best);
    expect(value).toBeLessThanOrEqual(best + Math.log(2) / SOFTNESS);
    expect(articleCloseness(prepareQuestion(question), new Uint8Array(0))).toBeNaN();
  });

  it("measures a prepared question exactly as the question itself", () => {
    const question = vector((i) => Math.sin(3 * i + 2) * (1 + (i % 5)));
    const prepared = prepareQuestion(question);
    for (let k = 0; k < 20; k++) {
      const signs = signsOf(vector((i) => Math.cos((k + 2) * i + k)));
      expect(preparedCloseness(prepared, signs, 0)).toBeCloseTo(
        closeness(question, lengthOf(question), signs, 0),
        10,
      );
    }
    expect(preparedCloseness(prepared, new Uint8Array(SIGN_BYTES).fill(255), 0)).toBeCloseTo(
      closeness(question, lengthOf(question), new Uint8Array(SIGN_BYTES).fill(255), 0),
      10,
    );
  });
});
