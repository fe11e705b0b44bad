import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { importCorpus } from "./import/import-corpus.js";
import { summaryCacheFor } from "./summary-cache.js";

const FIXTURES = fileURLToPath(new URL("./import/fixtures/corpus", import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the knowledge base's stats and works", () => {
  it("are counted once, and again only after the knowledge base changes", async () => {
    const cache = summaryCacheFor(t.database.db);
    const stats = vi.spyOn(cache.loaders, "stats");
    const works = vi.spyOn(cache.loaders, "works");

    const before = (await get("/api/knowledge-base/stats")).json();
    expect(before.totalPassages).toBe(0);
    await get("/api/knowledge-base/stats");
    // A burst of simultaneous requests shares the one count.
    await Promise.all(Array.from({ length: 20 }, () => get("/api/knowledge-base/stats")));
    expect(stats).toHaveBeenCalledTimes(1);
    expect((await get("/api/knowledge-base/works")).json()).toEqual([]);
    await get("/api/knowledge-base/works");
    expect(works).toHaveBeenCalledTimes(1);

    await importCorpus({ pool: t.database.pool, corpusDir: FIXTURES });

    const after = (await get("/api/knowledge-base/stats")).json();
    expect(after.totalPassages).toBeGreaterThan(0);
    expect(after.lastUpdated).not.toBeNull();
    expect(stats).toHaveBeenCalledTimes(2);
    const listed = (await get("/api/knowledge-base/works")).json() as { work: string }[];
    expect(listed.map((w) => w.work)).toContain("Summa Theologiae");
    expect(works).toHaveBeenCalledTimes(2);
    await get("/api/knowledge-base/stats");
    await get("/api/knowledge-base/works");
    expect(stats).toHaveBeenCalledTimes(2);
    expect(works).toHaveBeenCalledTimes(2);
  });

  it("do not keep a failed count", async () => {
    const cache = summaryCacheFor(t.database.db);
    // A change to the knowledge base, so the next request counts afresh.
    await t.database.pool.query("delete from knowledge_base where false");
    const failing = vi.spyOn(cache.loaders, "stats").mockRejectedValueOnce(new Error("connection lost"));
    await expect(cache.stats()).rejects.toThrow("connection lost");
    failing.mockRestore();
    expect((await cache.stats()).totalPassages).toBeGreaterThan(0);
  });
});
