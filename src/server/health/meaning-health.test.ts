import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { sharedEncoder } from "../knowledge-base/meaning/question-meaning.js";

// The encoder is one per process; each app sets whether it is used (RETRIEVAL_MEANING).
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const health = async (app: TestApp) => (await app.app.inject({ method: "GET", url: "/api/health" })).json();

describe("the sentence encoder in the server's health", () => {
  it("is off, and not waited for, with RETRIEVAL_MEANING=false", async () => {
    t = await createTestApp({ RETRIEVAL_MEANING: "false" });
    expect(await health(t)).toMatchObject({ meaning: "off" });
    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.json().waitingFor ?? "").not.toMatch(/encoder/);
  });

  it("is ready once it has loaded, by default", async () => {
    t = await createTestApp();
    expect(await sharedEncoder()).not.toBeNull();
    expect(await health(t)).toMatchObject({ meaning: "ready" });
  }, 60_000);

  it("rejects a value of RETRIEVAL_MEANING other than true or false", async () => {
    await expect(createTestApp({ RETRIEVAL_MEANING: "maybe" })).rejects.toThrow(/RETRIEVAL_MEANING/);
  });
});
