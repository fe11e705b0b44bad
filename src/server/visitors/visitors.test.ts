import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, visitorCookieOf } from "../../../tests/setup/test-app.js";
import { createComposerEngine } from "../answers/composer-engine.js";
import { fixtureSources } from "../answers/fixtures/fixture-sources.js";
import { buildApp } from "../app.js";
import { conversations, debates, educationalMaterials, messages, visitorTransfers } from "../db/schema.js";
import { VISITOR_COOKIE } from "./cookie.js";
import { assignUnowned, exportUnowned } from "./unowned.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.answers = createComposerEngine(fixtureSources(t.database.db));
});
afterAll(async () => {
  await t.close();
});

const GOD = "Can reason prove that God exists?";

/** A request from the browser holding `cookie`. */
function as(cookie: string) {
  const send = (method: "GET" | "POST" | "DELETE", url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: body === undefined ? { cookie } : { cookie, "content-type": "application/json" },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, body: unknown = {}) => send("POST", url, body),
    del: (url: string) => send("DELETE", url),
  };
}

/** A conversation with an exchange, a saved material and a debate, all of the visitor's. */
async function dataOf(cookie: string) {
  const me = as(cookie);
  const conversation = (await me.post("/api/conversations", { title: "Mine" })).json() as { id: string };
  expect((await me.post(`/api/conversations/${conversation.id}/messages`, { content: GOD })).statusCode).toBe(
    201,
  );
  const material = await me.post("/api/educational-materials", {
    title: "Notes",
    description: null,
    materialType: "summary",
    educationLevel: "college",
    content: "# Notes\n\nMy own notes.",
    conversationId: conversation.id,
  });
  expect(material.statusCode).toBe(201);
  const debate = await me.post("/api/debates", {
    title: "Can reason reach God?",
    topic: "existence_of_god",
    opponentPhilosopher: "plato",
    maxTurns: 4,
  });
  expect(debate.statusCode).toBe(201);
  return {
    conversationId: conversation.id,
    materialId: (material.json() as { id: string }).id,
    debateId: (debate.json() as { id: string }).id,
  };
}

describe("the visitor cookie", () => {
  it("is set on a first request: signed, httpOnly, SameSite=Lax; a forged one is replaced", async () => {
    const first = await t.app.inject({
      method: "GET",
      url: "/api/knowledge-base/stats",
      headers: { cookie: "" },
    });
    const set = String(first.headers["set-cookie"]);
    expect(set).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36}\\.[\\w-]+;`));
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Lax");
    expect(set).toContain("Path=/");

    const known = await t.app.inject({ method: "GET", url: "/api/visitor" });
    expect(known.headers["set-cookie"]).toBeUndefined();
    expect(t.cookie).toContain(known.json().visitorId);

    // The same id with a made-up signature is somebody pretending: a new visitor.
    const forged = t.cookie.replace(/\.[\w-]+$/, ".AAAA");
    const res = await t.app.inject({ method: "GET", url: "/api/visitor", headers: { cookie: forged } });
    expect(res.json().visitorId).not.toBe(known.json().visitorId);
    expect(res.headers["set-cookie"]).toBeDefined();
  });

  it("stays valid after a restart: the secret is kept in the database", async () => {
    const again = await buildApp({ ...t.ctx });
    try {
      const res = await again.inject({ method: "GET", url: "/api/visitor", headers: { cookie: t.cookie } });
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(t.cookie).toContain(res.json().visitorId);
    } finally {
      await again.close();
    }
  });

  it("is signed with COOKIE_SECRET when it is set", async () => {
    const withSecret = await buildApp({ ...t.ctx, env: { ...t.ctx.env, COOKIE_SECRET: "s".repeat(40) } });
    try {
      // Signed with the stored secret, so not valid under another one.
      const res = await withSecret.inject({
        method: "GET",
        url: "/api/visitor",
        headers: { cookie: t.cookie },
      });
      expect(res.headers["set-cookie"]).toBeDefined();
      const cookie = await visitorCookieOf(withSecret);
      const back = await withSecret.inject({ method: "GET", url: "/api/visitor", headers: { cookie } });
      expect(back.headers["set-cookie"]).toBeUndefined();
    } finally {
      await withSecret.close();
    }
  });
});

describe("each visitor's own data", () => {
  it("another visitor gets 404 on every route and sees none of it in lists", async () => {
    const mine = await dataOf(t.cookie);
    const other = as(await t.newVisitor());
    const c = `/api/conversations/${mine.conversationId}`;
    const d = `/api/debates/${mine.debateId}`;
    const attempts = [
      await other.get(c),
      await other.get(`${c}/messages`),
      await other.get(`${c}/suggestions`),
      await other.post(`${c}/messages`, { content: GOD }),
      await other.post(`${c}/simplify`, { educationLevel: "college" }),
      await other.post(`${c}/comparison`, {
        topic: "existence_of_god",
        philosopher: "anselm",
        educationLevel: "college",
      }),
      await other.del(`${c}/messages`),
      await other.del(c),
      await other.del(`/api/educational-materials/${mine.materialId}`),
      await other.post("/api/educational-materials", {
        title: "Into yours",
        description: null,
        materialType: "summary",
        educationLevel: "college",
        content: "# Notes",
        conversationId: mine.conversationId,
      }),
      await other.get(d),
      await other.get(`${d}/arguments`),
      await other.post(`${d}/arguments`, { speaker: "user", content: "I disagree." }),
      await other.post(`${d}/materials/generate`, { materialType: "summary", educationLevel: "college" }),
      await other.del(d),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual(attempts.map(() => 404));

    expect((await other.get("/api/conversations")).json().items).toEqual([]);
    expect((await other.get("/api/educational-materials")).json()).toEqual([]);
    expect(
      (await other.get(`/api/educational-materials?conversationId=${mine.conversationId}`)).json(),
    ).toEqual([]);
    expect((await other.get("/api/debates")).json()).toEqual([]);

    // Nothing of the owner's was touched.
    const me = as(t.cookie);
    expect((await me.get(`${c}/messages`)).json()).toHaveLength(2);
    expect((await me.get("/api/conversations")).json().items.map((x: { id: string }) => x.id)).toContain(
      mine.conversationId,
    );
    expect((await me.get("/api/educational-materials")).json().map((x: { id: string }) => x.id)).toContain(
      mine.materialId,
    );
    expect((await me.get(d)).statusCode).toBe(200);
  });

  it("hides rows from before visitors existed (no visitor)", async () => {
    const [old] = await t.database.db.insert(conversations).values({ title: "From before" }).returning();
    await t.database.db.insert(messages).values({ conversationId: old!.id, role: "user", content: "Old" });
    const me = as(t.cookie);
    expect((await me.get(`/api/conversations/${old!.id}`)).statusCode).toBe(404);
    expect((await me.get("/api/conversations")).json().items.map((x: { id: string }) => x.id)).not.toContain(
      old!.id,
    );
  });
});

describe("carrying data to another browser", () => {
  it("a one-time link makes another browser the same visitor, once", async () => {
    const owner = await t.newVisitor();
    const mine = await dataOf(owner);
    const link = await as(owner).post("/api/visitor/transfer");
    expect(link.statusCode).toBe(201);
    const { token, path, expiresAt } = link.json() as { token: string; path: string; expiresAt: string };
    expect(path).toBe(`/your-data/receive#${token}`);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    // Only a hash is stored.
    const stored = await t.database.db.select().from(visitorTransfers);
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    const laptop = await t.newVisitor();
    const claimed = await as(laptop).post("/api/visitor/transfer/claim", { token });
    expect(claimed.statusCode).toBe(200);
    const carried = String(claimed.headers["set-cookie"]).split(";")[0]!;
    expect(carried).toBe(owner);
    expect((await as(carried).get(`/api/conversations/${mine.conversationId}`)).statusCode).toBe(200);

    const again = await as(await t.newVisitor()).post("/api/visitor/transfer/claim", { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/already been used or has expired/);
    expect((await as(owner).post("/api/visitor/transfer/claim", { token: "made-up" })).statusCode).toBe(404);
  });

  it("an expired link is refused", async () => {
    const owner = await t.newVisitor();
    const { token } = (await as(owner).post("/api/visitor/transfer")).json() as { token: string };
    await t.database.pool.query("update visitor_transfers set expires_at = now() - interval '1 second'");
    const res = await as(await t.newVisitor()).post("/api/visitor/transfer/claim", { token });
    expect(res.statusCode).toBe(404);
  });
});

describe("deleting all of one's data", () => {
  it("removes the visitor's conversations, messages, materials and debates, and nobody else's", async () => {
    const leaving = await t.newVisitor();
    const staying = await t.newVisitor();
    const gone = await dataOf(leaving);
    const kept = await dataOf(staying);
    const res = await as(leaving).del("/api/visitor/data");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ conversations: 1, materials: 1, debates: 1 });
    const me = as(leaving);
    expect((await me.get("/api/conversations")).json().items).toEqual([]);
    expect((await me.get("/api/educational-materials")).json()).toEqual([]);
    expect((await me.get("/api/debates")).json()).toEqual([]);
    const left = await t.database.pool.query(
      "select count(*)::int as n from messages where conversation_id = $1",
      [gone.conversationId],
    );
    expect(left.rows[0].n).toBe(0);
    expect((await as(staying).get(`/api/conversations/${kept.conversationId}/messages`)).json()).toHaveLength(
      2,
    );
    expect((await as(staying).get(`/api/debates/${kept.debateId}`)).statusCode).toBe(200);
    const materials = await t.database.db.select({ id: educationalMaterials.id }).from(educationalMaterials);
    expect(materials.map((m) => m.id)).toContain(kept.materialId);
    const debatesLeft = await t.database.db.select({ id: debates.id }).from(debates);
    expect(debatesLeft.map((m) => m.id)).not.toContain(gone.debateId);
  });
});

describe("classroom mode", () => {
  it("shares one board among all visitors and has no data of one's own to carry or delete", async () => {
    const room = await createTestApp({ SHARED_MODE: "classroom" });
    try {
      const pupil = (url: string, method: "GET" | "POST" | "DELETE" = "GET") =>
        room.app.inject({ method, url, headers: { cookie: "" } });
      const created = await room.app.inject({
        method: "POST",
        url: "/api/conversations",
        headers: { cookie: "", "content-type": "application/json" },
        payload: JSON.stringify({ title: "For the class" }),
      });
      expect(created.headers["set-cookie"]).toBeUndefined();
      const list = (await pupil("/api/conversations")).json().items as { id: string }[];
      expect(list.map((c) => c.id)).toEqual([created.json().id]);
      expect((await pupil(`/api/conversations/${created.json().id}`)).statusCode).toBe(200);
      expect((await pupil("/api/visitor")).json()).toEqual({ mode: "classroom", visitorId: null });
      expect((await pupil("/api/visitor/transfer", "POST")).statusCode).toBe(409);
      expect((await pupil("/api/visitor/data", "DELETE")).statusCode).toBe(409);
    } finally {
      await room.close();
    }
  });
});

describe("rows from before visitors existed", () => {
  it("are exported with their messages, and can be given to a visitor", async () => {
    const db = t.database.db;
    const [old] = await db.insert(conversations).values({ title: "Unowned talk" }).returning();
    await db.insert(messages).values({ conversationId: old!.id, role: "user", content: "Old question" });
    await db.insert(educationalMaterials).values({
      title: "Unowned notes",
      materialType: "summary",
      educationLevel: "college",
      content: "# Notes",
    });
    const data = await exportUnowned(db);
    const talk = data.conversations.find((c) => c.id === old!.id);
    expect(talk?.messages.map((m) => m.content)).toEqual(["Old question"]);
    expect(data.materials.map((m) => m.title)).toContain("Unowned notes");
    expect(data.conversations.every((c) => c.visitorId === null)).toBe(true);

    const heir = await t.newVisitor();
    const heirId = (await as(heir).get("/api/visitor")).json().visitorId as string;
    const given = await assignUnowned(db, heirId);
    expect(given.conversations).toBeGreaterThanOrEqual(1);
    expect(given.materials).toBeGreaterThanOrEqual(1);
    expect((await as(heir).get(`/api/conversations/${old!.id}/messages`)).json()).toHaveLength(1);
    expect((await exportUnowned(db)).conversations).toEqual([]);
  });
});
