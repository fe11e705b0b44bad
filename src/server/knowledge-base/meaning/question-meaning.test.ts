import { afterAll, describe, expect, it } from "vitest";
import { closeMeaning, meaningState, questionMeaning, sharedEncoder } from "./question-meaning.js";
import { DIMENSIONS } from "./signs.js";

afterAll(async () => {
  await closeMeaning();
});

describe("a question's meaning for retrieval", () => {
  it("is the encoder's vector while it works, and null once its worker is broken, which health then says", async () => {
    expect((await questionMeaning("Does God exist?"))?.length).toBe(DIMENSIONS);
    expect(meaningState().state).toBe("ready");
    const encoder = await sharedEncoder();
    await encoder?.close();
    expect(await questionMeaning("Does God exist?")).toBeNull();
    expect(meaningState()).toEqual({ state: "failed", failure: expect.stringMatching(/closed/) });
  }, 60_000);
});
