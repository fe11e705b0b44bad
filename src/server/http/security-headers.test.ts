import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database.js";
import { buildApp } from "../app.js";
import { loadEnv } from "../config/env.js";

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of String(header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) found.set(name, values);
  }
  return found;
}

describe("Content-Security-Policy", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-csp-"));
    fs.writeFileSync(
      path.join(clientDir, "index.html"),
      '<!doctype html><head><script src="/page-start.js"></script></head><body><div id="root"></div></body>',
    );
    database = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: "test", DATABASE_URL: database.url });
    app = await buildApp({ db: database.db, pool: database.pool, env }, { clientDir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("lets the app's pages run scripts from this origin only, with no inline script", async () => {
    for (const url of ["/", "/chat", "/chat/00000000-0000-4000-8000-000000000000", "/no/such/page"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp.get("script-src"), url).toEqual(["'self'"]);
      expect(csp.get("default-src"), url).toEqual(["'self'"]);
      expect(csp.get("connect-src"), url).toEqual(["'self'"]);
      expect(csp.get("font-src"), url).toEqual(["'self'"]);
      expect(csp.get("img-src"), url).toEqual(["'self'", "data:"]);
      expect(csp.get("style-src")?.[0], url).toBe("'self'");
      expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
      expect(csp.get("object-src"), url).toEqual(["'none'"]);
      expect(String(res.headers["content-security-policy"])).not.toMatch(/unsafe-eval/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("gives the API documentation its own policy, as strict for scripts", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const csp = directives(page.headers["content-security-policy"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // Its scripts are files: the page itself runs none inline.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("validatorUrl");
  });
});
