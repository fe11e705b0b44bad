import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, isClientRoute } from "./client-routes";

describe("the client's route table", () => {
  it("is the router's own: every <Route path> of the app and nothing else", () => {
    const app = readFileSync(path.join(import.meta.dirname, "../../client/app.tsx"), "utf8");
    const paths = [...app.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== "*");
    expect([...paths].sort()).toEqual([...CLIENT_ROUTES].sort());
  });

  it("knows the pages and refuses anything else", () => {
    for (const p of [
      "/",
      "/chat",
      "/chat/",
      "/chat/6f1c",
      "/debates/x",
      "/read",
      "/read/",
      "/read/st/I/q2/a3",
    ]) {
      expect(isClientRoute(p), p).toBe(true);
    }
    for (const p of ["/no/such/page", "/chat/a/b", "/timelines", "/debates/x/y", "//chat"]) {
      expect(isClientRoute(p), p).toBe(false);
    }
  });
});
