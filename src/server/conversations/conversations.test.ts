import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { messages } from "../db/schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const json = (body: unknown) => ({
  payload: JSON.stringify(body),
  headers: { "content-type": "application/json" },
});

describe("conversations API", () => {
  it("creates, lists newest first, reads and deletes", async () => {
    const first = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      ...json({ title: "On law" }),
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({ method: "POST", url: "/api/conversations", ...json({}) });
    expect(second.json().title).toBe("New Conversation");

    const list = await t.app.inject({ method: "GET", url: "/api/conversations" });
    expect(list.statusCode).toBe(200);
    const { items, nextCursor } = list.json() as {
      items: { id: string; title: string; updatedAt: string }[];
      nextCursor: string | null;
    };
    expect(items.map((c) => c.id)).toEqual([second.json().id, first.json().id]);
    expect(nextCursor).toBeNull();
    expect(Object.keys(items[0]!).sort()).toEqual(["id", "title", "updatedAt"]);

    const one = await t.app.inject({ method: "GET", url: `/api/conversations/${first.json().id}` });
    expect(one.json()).toMatchObject({ title: "On law", id: first.json().id });
    expect(one.json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const del = await t.app.inject({ method: "DELETE", url: `/api/conversations/${first.json().id}` });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({ method: "GET", url: `/api/conversations/${first.json().id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("The conversation was not found.");
  });

  it("pages the list with a cursor: every conversation once, most recent first", async () => {
    const cookie = await t.newVisitor();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/conversations",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ title: `Conversation ${i}` }),
      });
      ids.push(res.json().id);
    }
    // Two of them share one moment to the microsecond: the id decides, and neither is lost between pages.
    await t.database.pool.query("update conversations set updated_at = $1 where id = any($2::uuid[])", [
      "2026-01-01T00:00:00.123456Z",
      [ids[1], ids[2]],
    ]);
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/conversations?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      const body = page.json() as { items: { id: string }[]; nextCursor: string | null };
      sizes.push(body.items.length);
      seen.push(...body.items.map((c) => c.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    const newestFirst = [ids[4], ids[3], ids[0], ...[ids[1], ids[2]].sort().reverse()];
    expect(seen).toEqual(newestFirst);

    const all = await t.app.inject({ method: "GET", url: "/api/conversations", headers: { cookie } });
    expect(all.json().items).toHaveLength(5);
    expect(all.json().nextCursor).toBeNull();

    const badCursor = await t.app.inject({ method: "GET", url: "/api/conversations?cursor=nonsense" });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toMatch(/cursor/);
    const badLimit = await t.app.inject({ method: "GET", url: "/api/conversations?limit=0" });
    expect(badLimit.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/conversations?limit=101" })).statusCode).toBe(400);
  });

  it("returns messages oldest first and deletes them with their conversation", async () => {
    const created = (
      await t.app.inject({ method: "POST", url: "/api/conversations", ...json({ title: "x" }) })
    ).json();
    const base = Date.now();
    await t.database.db.insert(messages).values([
      { conversationId: created.id, role: "assistant", content: "second", createdAt: new Date(base + 1000) },
      { conversationId: created.id, role: "user", content: "first", createdAt: new Date(base) },
    ]);
    const res = await t.app.inject({ method: "GET", url: `/api/conversations/${created.id}/messages` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { content: string }) => m.content)).toEqual(["first", "second"]);
    expect(res.json()[0]).toMatchObject({ role: "user", citations: null });

    await t.app.inject({ method: "DELETE", url: `/api/conversations/${created.id}` });
    const left = await t.database.pool.query(
      "select count(*)::int as n from messages where conversation_id = $1",
      [created.id],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it("answers malformed requests with a readable 4xx", async () => {
    const badId = await t.app.inject({ method: "GET", url: "/api/conversations/not-a-uuid" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/not a valid UUID/);

    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/conversations/00000000-0000-4000-8000-000000000000/messages",
    });
    expect(unknown.statusCode).toBe(404);

    const brokenJson = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      payload: "{title:",
      headers: { "content-type": "application/json" },
    });
    expect(brokenJson.statusCode).toBe(400);
    expect(brokenJson.json().message).toMatch(/not valid JSON/);

    const blank = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      ...json({ title: "   " }),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].path).toBe("title");

    const wrongType = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      ...json({ title: 42 }),
    });
    expect(wrongType.statusCode).toBe(400);

    const huge = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      ...json({ title: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);

    const nowhere = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toMatch(/no API endpoint/);
  });

  it("reports the database in the health check and serves the OpenAPI document", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toMatchObject({ status: "ok", database: { connected: true } });
    const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain("/api/conversations/{id}/messages");
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
  });
});
