import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { controlCharacterAt } from "./control-characters.js";
import { SECURITY_HEADERS } from "./security-headers.js";

describe("control characters", () => {
  it("finds the field that holds one, and lets tabs and line breaks through", () => {
    expect(controlCharacterAt({ content: "a\u0000b" })).toBe("content");
    expect(controlCharacterAt({ a: { b: ["ok", "x\u0007"] } })).toBe("a.b[1]");
    expect(controlCharacterAt({ content: "line one\nline two\tand\r\n" })).toBeNull();
    expect(controlCharacterAt("plain")).toBeNull();
  });

  describe("through the API", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it("answers a NUL in a body, a query or a path with a 400 naming the field, never a 500", async () => {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/conversations",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ title: "Bad\u0000title" }),
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toMatch(/"title".*control character/);

      const search = await t.app.inject({ method: "GET", url: "/api/knowledge-base/search?q=god%00" });
      expect(search.statusCode).toBe(400);
      expect(search.json().message).toMatch(/query field "q"/);

      const path = await t.app.inject({ method: "GET", url: "/api/conversations/abc%00def" });
      expect(path.statusCode).toBe(400);
      expect(path.json().code).toBe("bad_request");
    });

    it("sends the security headers with every answer, errors included", async () => {
      for (const url of ["/api/health", "/api/conversations/abc%00def"]) {
        const res = await t.app.inject({ method: "GET", url });
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect(res.headers[name], name).toBe(value);
      }
    });
  });
});
