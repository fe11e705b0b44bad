import { afterAll, describe, expect, it } from "vitest";
import {
  closeMeaning,
  leaningMeaning,
  meaningState,
  questionMeaning,
  sharedEncoder,
} from "./question-meaning.js";
import { DIMENSIONS } from "./signs.js";

afterAll(async () => {
  await closeMeaning();
});

describe("a question's meaning for retrieval", () => {
  it("adds, for a question read after another, the two meanings encoded apart, the earlier one weighed", async () => {
    const own = (await questionMeaning("ok but is it a mortal sin?")) as Float32Array;
    const before = (await questionMeaning("Is it a sin to lie?")) as Float32Array;
    const both = (await leaningMeaning(
      "ok but is it a mortal sin?",
      "Is it a sin to lie?",
      0.5,
    )) as Float32Array;
    expect(both).toHaveLength(DIMENSIONS);
    for (let i = 0; i < DIMENSIONS; i += 37)
      expect(both[i]).toBeCloseTo((own[i] as number) + 0.5 * (before[i] as number), 4);
  }, 60_000);

  it("is the encoder's vector while it works, and null once its worker is broken, which health then says", async () => {
    expect((await questionMeaning("Does God exist?"))?.length).toBe(DIMENSIONS);
    expect(meaningState().state).toBe("ready");
    const encoder = await sharedEncoder();
    await encoder?.close();
    expect(await questionMeaning("Does God exist?")).toBeNull();
    expect(await leaningMeaning("why?", "Does God exist?", 1)).toBeNull();
    expect(meaningState()).toEqual({ state: "failed", failure: expect.stringMatching(/closed/) });
  }, 60_000);
});
