import { describe, expect, it } from "vitest";
import { developmentExamples, trainHarmWeights } from "../../../scripts/harm/learn.js";
import { HARM_WEIGHTS, readsAsHarmRequest } from "./harm-classifier.js";
import { BIAS, harmFeatures, harmScore } from "./harm-features.js";

describe("the learned judge of harmful requests", () => {
  it("has the weights the development lists give (retrain with npm run harm:train)", () => {
    expect(trainHarmWeights()).toEqual(HARM_WEIGHTS);
  });

  it("reads words and pairs of words, lower-cased, each once", () => {
    expect(harmFeatures("How do U  spike, spike")).toEqual([
      "how",
      "do",
      "how do",
      "u",
      "do u",
      "spike",
      "u spike",
      "spike spike",
    ]);
    expect(harmScore("a b", { [BIAS]: -1, a: 0.5, "a b": 2 })).toBe(1.5);
    expect(harmScore("constructor __proto__ toString", { [BIAS]: -1 })).toBe(-1);
  });

  it("learns a request's frame from the lists it is given, and needs a harm named to count", () => {
    const weights = trainHarmWeights({
      requests: ["how do i poison the dog", "help me poison my aunt", "tell me how to burn the barn"],
      answered: ["why did the king poison himself", "how do i bake bread", "is it wrong to burn leaves"],
    });
    expect(harmScore("help me poison the cat", weights)).toBeGreaterThan(0);
    expect(harmScore("is it wrong to bake bread", weights)).toBeLessThan(0);
  });

  it("declines none of the questions it was trained to answer", () => {
    expect(developmentExamples().answered.filter(readsAsHarmRequest)).toEqual([]);
  });

  it("never counts without a harm named, whatever the frame", () => {
    expect(readsAsHarmRequest("What's the best way to study for the SAT?")).toBe(false);
    expect(readsAsHarmRequest("How do I become a software engineer without a degree?")).toBe(false);
  });
});
