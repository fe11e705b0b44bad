import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { streamEventSchema } from "../../common/chat/stream-events.js";
import { sendMessageResponseSchema } from "../../common/conversations/contract.js";
import { createComposerEngine } from "../answers/composer-engine.js";
import { fixtureSources } from "../answers/fixtures/fixture-sources.js";
import { parseEventStream } from "./sse.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.answers = createComposerEngine(fixtureSources(t.database.db));
});
afterAll(async () => {
  await t.close();
});

const GOD = "Can reason prove that God exists?";
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });
async function conversation(): Promise<{ id: string; updatedAt: string }> {
  return (await post("/api/conversations", {})).json();
}
const messagesOf = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/conversations/${id}/messages` })).json() as {
    role: string;
    content: string;
  }[];

describe("chat messages API", () => {
  it("stores the question and his reply together, titles the conversation and moves updatedAt", async () => {
    const c = await conversation();
    const res = await post(`/api/conversations/${c.id}/messages`, {
      content: `  ${GOD}  `,
      educationLevel: "college",
      responseStyle: "balanced",
    });
    expect(res.statusCode).toBe(201);
    const body = sendMessageResponseSchema.parse(res.json());
    expect(body.userMessage).toMatchObject({ role: "user", content: GOD, conversationId: c.id });
    expect(body.assistantMessage).toMatchObject({
      role: "assistant",
      engine: "composer",
      confidence: "high",
    });
    // Whether God's existence can be demonstrated: the article that answers this question.
    expect(body.assistantMessage.citations?.[0]?.reference).toBe("ST I, q. 2, a. 2, co.");
    const after = (await t.app.inject({ method: "GET", url: `/api/conversations/${c.id}` })).json();
    expect(after.title).toBe(GOD);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(c.updatedAt).getTime());
    expect((await messagesOf(c.id)).map((m) => m.role)).toEqual(["user", "assistant"]);

    await post(`/api/conversations/${c.id}/messages`, { content: "What is synderesis?" });
    const again = (await t.app.inject({ method: "GET", url: `/api/conversations/${c.id}` })).json();
    expect(again.title).toBe(GOD);
    expect(await messagesOf(c.id)).toHaveLength(4);
  });

  it("keeps the default title for a greeting and shortens a long first question", async () => {
    const c = await conversation();
    await post(`/api/conversations/${c.id}/messages`, { content: "Hello!" });
    expect((await t.app.inject({ method: "GET", url: `/api/conversations/${c.id}` })).json().title).toBe(
      "New Conversation",
    );
    const long =
      "Whether the natural law contains several precepts or only one, and how they are ordered among themselves";
    await post(`/api/conversations/${c.id}/messages`, { content: long });
    const title = (await t.app.inject({ method: "GET", url: `/api/conversations/${c.id}` })).json()
      .title as string;
    expect(title.length).toBeLessThanOrEqual(61);
    expect(title).toMatch(/^Whether the natural law contains several precepts.*…$/);
  });

  it("rejects what a client can get wrong with a clear 4xx", async () => {
    const c = await conversation();
    const blank = await post(`/api/conversations/${c.id}/messages`, { content: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/write a question/);
    const level = await post(`/api/conversations/${c.id}/messages`, {
      content: GOD,
      educationLevel: "kindergarten",
    });
    expect(level.statusCode).toBe(400);
    expect(level.json().message).toMatch(/elementary.*middle.*high.*college.*graduate.*scholar/);
    const style = await post(`/api/conversations/${c.id}/messages`, {
      content: GOD,
      responseStyle: "poetic",
    });
    expect(style.statusCode).toBe(400);
    expect(style.json().message).toMatch(/conversational.*educational.*balanced/);
    const missing = await post("/api/conversations/00000000-0000-4000-8000-000000000000/messages", {
      content: GOD,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "The conversation was not found.", content: GOD });
    expect(await messagesOf(c.id)).toEqual([]);
  });

  it("streams typed events and stores the reply when complete", async () => {
    const c = await conversation();
    const res = await post(
      `/api/conversations/${c.id}/messages`,
      { content: GOD, educationLevel: "high" },
      { accept: "text/event-stream" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = parseEventStream(res.body).map((e) => streamEventSchema.parse(e));
    expect(events.map((e) => e.type).filter((v, i, a) => a.indexOf(v) === i)).toEqual([
      "start",
      "delta",
      "citations",
      "done",
    ]);
    const start = events[0]!;
    const done = events.at(-1)!;
    if (start.type !== "start" || done.type !== "done") throw new Error("unexpected event order");
    expect(done.assistantMessage.id).toBe(start.assistantMessageId);
    expect(done.userMessage.id).toBe(start.userMessageId);
    const text = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
    expect(text).toBe(done.assistantMessage.content);
    const saved = await messagesOf(c.id);
    expect(saved.map((m) => m.content)).toEqual([GOD, text]);
  });

  it("simplifies the last reply from the same passages, at a lower level", async () => {
    const c = await conversation();
    const none = await post(`/api/conversations/${c.id}/simplify`, { educationLevel: "college" });
    expect(none.statusCode).toBe(409);
    const first = (
      await post(`/api/conversations/${c.id}/messages`, { content: GOD, educationLevel: "college" })
    ).json();
    const res = await post(`/api/conversations/${c.id}/simplify`, { educationLevel: "college" });
    expect(res.statusCode).toBe(201);
    const simpler = res.json().assistantMessage;
    // The same verdict one level down, an image, and a question back: a few short paragraphs.
    expect(first.assistantMessage.content).toMatch(/my answer is yes/i);
    expect(simpler.content).toMatch(/my answer is yes/i);
    expect(simpler.content).toMatch(/Now you try/);
    expect(simpler.content.split(/\n\n/).length).toBeLessThanOrEqual(3);
    expect(simpler.content.length).toBeLessThan(first.assistantMessage.content.length);
    const refs = (m: { citations: { reference: string }[] }) => new Set(m.citations.map((x) => x.reference));
    // It adds no source: every passage it cites, the reply it simplifies cited.
    const before = refs(first.assistantMessage);
    for (const ref of refs(simpler)) expect(before.has(ref), ref).toBe(true);
    expect(await messagesOf(c.id)).toHaveLength(3);
    const bad = await post(`/api/conversations/${c.id}/simplify`, { educationLevel: "toddler" });
    expect(bad.statusCode).toBe(400);
  });

  it("clears a conversation's messages and keeps the conversation", async () => {
    const c = await conversation();
    await post(`/api/conversations/${c.id}/messages`, { content: GOD });
    const res = await t.app.inject({ method: "DELETE", url: `/api/conversations/${c.id}/messages` });
    expect(res.statusCode).toBe(204);
    expect(await messagesOf(c.id)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/conversations/${c.id}` })).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: "DELETE",
      url: "/api/conversations/00000000-0000-4000-8000-000000000000/messages",
    });
    expect(missing.statusCode).toBe(404);
  });
});
