import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { kbSearchResponseSchema } from "../../common/knowledge-base/contract.js";
import { insertFixtures } from "../knowledge-base/retrieval/fixtures.js";
import { refreshRetrievalIndex } from "../knowledge-base/retrieval/index.js";
import { memoryIndex, memoryIndexState } from "../knowledge-base/retrieval/memory/load-ranker.js";

// The server builds its in-process article index once it listens (run-server.ts); these requests arrive meanwhile.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertFixtures(t.database.db);
  await refreshRetrievalIndex(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const health = async () => (await t.app.inject({ method: "GET", url: "/api/health" })).json();
const readiness = async () => {
  const response = await t.app.inject({ method: "GET", url: "/api/health/ready" });
  return { status: response.statusCode, body: response.json() };
};
const search = (q: string) =>
  t.app.inject({ method: "GET", url: `/api/knowledge-base/search?q=${encodeURIComponent(q)}&limit=5` });

describe("a server whose article index is still being built", () => {
  it("says so in its health, and answers a question asked meanwhile as it does once the index is built", async () => {
    expect(await health()).toMatchObject({ status: "ok", retrievalIndex: "not-built" });

    // The build is held at its read of the digests for as long as the test keeps this lock.
    const holder = await t.database.pool.connect();
    await holder.query("begin");
    await holder.query("lock table kb_article_digests in access exclusive mode");
    let answeredDuring: Awaited<ReturnType<typeof search>> | null = null;
    let warming: Promise<unknown> | null = null;
    try {
      warming = memoryIndex(t.database.db);
      expect(memoryIndexState(t.database.db)).toBe("building");
      const during = search("Does God exist?").then((r) => {
        answeredDuring = r;
        return r;
      });
      expect(await health()).toMatchObject({ status: "ok", retrievalIndex: "building" });
      // Alive, but not ready: a load balancer or a test runner waits for readiness.
      expect(await readiness()).toEqual({
        status: 503,
        body: { ready: false, waitingFor: "the article index" },
      });
      await new Promise((r) => setTimeout(r, 300));
      // The question waits for the index rather than being answered from a part of it.
      expect(answeredDuring).toBeNull();
      await holder.query("commit");
      await during;
      await warming;
    } finally {
      await holder.query("rollback").catch(() => {});
      holder.release();
      await warming?.catch(() => {});
    }
    expect(await health()).toMatchObject({ status: "ok", retrievalIndex: "ready" });
    expect(await readiness()).toEqual({ status: 200, body: { ready: true } });

    const response = answeredDuring as Awaited<ReturnType<typeof search>> | null;
    expect(response?.statusCode).toBe(200);
    const early = kbSearchResponseSchema.parse(response?.json());
    const late = kbSearchResponseSchema.parse((await search("Does God exist?")).json());
    expect(early.length).toBeGreaterThan(0);
    expect(early[0]?.reference).toMatch(/^ST I, q\. 2, a\. 3/);
    expect(early).toEqual(late);
  });
});
