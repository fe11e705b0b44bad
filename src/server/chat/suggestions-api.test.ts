import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { suggestionsResponseSchema } from "../../common/chat/suggestions.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/conversations/{id}/suggestions", () => {
  it("has nothing to draw from before a reply", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/conversations", payload: {} });
    const { id } = created.json() as { id: string };
    const res = await get(`/api/conversations/${id}/suggestions`);
    expect(res.statusCode).toBe(200);
    expect(suggestionsResponseSchema.parse(res.json())).toEqual({ questions: [], articles: [] });
  });

  it("answers 404 for an unknown conversation and 400 for a bad round", async () => {
    const missing = await get("/api/conversations/00000000-0000-4000-8000-000000000000/suggestions");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/i);
    const created = await t.app.inject({ method: "POST", url: "/api/conversations", payload: {} });
    const { id } = created.json() as { id: string };
    const bad = await get(`/api/conversations/${id}/suggestions?round=-1`);
    expect(bad.statusCode).toBe(400);
  });
});
