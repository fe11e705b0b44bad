import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerClient } from "./static-client.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function builtClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-client-"));
  made.push(dir);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><title>Angelicus</title>${"<p>x</p>".repeat(300)}`,
  );
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('x');".repeat(200));
  return dir;
}

describe("serving the built client", () => {
  it("serves index.html for client routes, caches hashed assets and compresses", async () => {
    const app = Fastify();
    await registerClient(app, builtClient());
    const page = await app.inject({
      method: "GET",
      url: "/chat/123",
      headers: { "accept-encoding": "gzip" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["cache-control"]).toBe("no-cache");

    const root = await app.inject({ method: "GET", url: "/" });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain("<title>Angelicus</title>");

    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const unknown = await app.inject({ method: "GET", url: "/no/such/page?x=1" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/text\/html/);
    expect(unknown.body).toContain("<title>Angelicus</title>");
    const reader = await app.inject({ method: "GET", url: "/read/st/I-II/q94/a2" });
    expect(reader.statusCode).toBe(200);

    const missingAsset = await app.inject({ method: "GET", url: "/assets/gone-000.js" });
    expect(missingAsset.statusCode).toBe(404);

    const api = await app.inject({ method: "GET", url: "/api/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/no API endpoint/);
    await app.close();
  });

  it("serves the files beside index.html and every asset, found when asked for, with their caching", async () => {
    const dir = builtClient();
    fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const app = Fastify();
    await registerClient(app, dir);
    // Written after the server started: assets are looked up per request, not listed at registration.
    fs.mkdirSync(path.join(dir, "assets", "fonts"));
    fs.writeFileSync(path.join(dir, "assets", "fonts", "face-0a1b2c.woff2"), "font");

    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(icon.headers["cache-control"]).toBe("no-cache");
    const index = await app.inject({ method: "GET", url: "/index.html" });
    expect(index.statusCode).toBe(200);
    expect(index.headers["cache-control"]).toBe("no-cache");

    const font = await app.inject({ method: "GET", url: "/assets/fonts/face-0a1b2c.woff2" });
    expect(font.statusCode).toBe(200);
    expect(font.body).toBe("font");
    expect(font.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const head = await app.inject({ method: "HEAD", url: "/assets/app-abc123.js" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");

    for (const url of ["/assets/", "/assets/..%2Findex.html", "/assets/fonts"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: "Not found.", code: "not_found" });
    }
    await app.close();
  });

  it("sends the quote card's data with the pages that show it, escaped so it cannot close its tag", async () => {
    const dir = builtClient();
    fs.writeFileSync(
      path.join(dir, "index.html"),
      "<!doctype html><head><title>A</title></head><body></body>",
    );
    const app = Fastify();
    await registerClient(app, dir, { quotes: async () => [{ quote: "a </script><b> c" }] });
    const island = (body: string) =>
      body.match(/<script type="application\/json" id="page-data-quotes">(.*?)<\/script>/);

    for (const url of ["/", "/chat", "/chat/42"]) {
      const found = island((await app.inject({ method: "GET", url })).body);
      expect(found, url).not.toBeNull();
      expect(found?.[1]).not.toContain("<");
      expect(JSON.parse(found?.[1] ?? "null")).toEqual([{ quote: "a </script><b> c" }]);
    }
    expect(island((await app.inject({ method: "GET", url: "/timeline" })).body)).toBeNull();
    await app.close();
  });

  it("serves the page without the data when it cannot be loaded", async () => {
    const dir = builtClient();
    fs.writeFileSync(
      path.join(dir, "index.html"),
      "<!doctype html><head><title>A</title></head><body></body>",
    );
    const app = Fastify();
    await registerClient(app, dir, {
      quotes: async () => {
        throw new Error("the knowledge base is not imported");
      },
    });
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("page-data-quotes");
    await app.close();
  });
});
