import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ServerProcess,
  spawnServer,
  stopServer,
  until,
  untilReady,
} from "../../../tests/setup/server-process.js";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database.js";
import { startScriptedModelServer } from "../answers/model/scripted-model-server.js";

const FIXTURES = "src/server/knowledge-base/import/fixtures/corpus";
const GOD = "Can reason prove that God exists?";
const BRIEF = "Briefly: can reason prove that God exists?";
const ENDLESS = "Endlessly: can reason prove that God exists?";

let database: TestDatabase;
let model: Awaited<ReturnType<typeof startScriptedModelServer>>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  model = await startScriptedModelServer((request) => {
    const asked = request.messages.map((m) => m.content).join("\n");
    const text = "Reason can show that God exists, from the things He has made.";
    if (asked.includes(ENDLESS)) return { text, delayMs: 120_000 };
    if (asked.includes(BRIEF)) return { text, delayMs: 1500 };
    return { text };
  });
});
afterAll(async () => {
  for (const server of servers) await stopServer(server);
  await model.close();
  await database.drop();
});

async function start(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnServer({
    DATABASE_URL: database.url,
    KB_CORPUS_DIR: FIXTURES,
    KB_VERIFY_CORPUS: "false",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: model.url,
    AI_MODEL: "scripted",
    AI_TIMEOUT_MS: "600000",
    ...extra,
  });
  servers.push(server);
  return server;
}

/** One visitor's cookie, carried to both servers: they share the signing secret through the database. */
let cookie = "";
const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", cookie },
  body: JSON.stringify(body),
});

/** Starts a streamed question and returns once its "start" event has arrived, with the rest to come. */
async function streamUntilStarted(server: ServerProcess, conversationId: string, content: string) {
  const res = await fetch(`${server.base}/api/conversations/${conversationId}/messages`, {
    ...json({ content }),
    headers: { "content-type": "application/json", accept: "text/event-stream", cookie },
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("event: start")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  const assistantMessageId = /"assistantMessageId":"([^"]+)"/.exec(text)?.[1] as string;
  const rest = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += decoder.decode(value);
      }
    } catch {
      return text;
    }
  })();
  return { assistantMessageId, rest };
}

const pending = async (id: string) =>
  (await database.pool.query("select status from chat_pending_replies where id = $1", [id])).rows[0]
    ?.status as string | undefined;
const messageCount = async (conversationId: string) =>
  (
    await database.pool.query("select count(*)::int as n from messages where conversation_id = $1", [
      conversationId,
    ])
  ).rows[0]?.n as number;

describe("two server processes on one PostgreSQL", () => {
  it("import once, serve the same conversations, and never leave a streamed reply half-stored", async () => {
    const a = await start();
    const b = await start({ SHUTDOWN_TIMEOUT_MS: "20000" });
    await Promise.all([untilReady(a), untilReady(b)]);
    const outputs = [a.output(), b.output()];
    // One imported the corpus; the other waited for it rather than importing it again.
    expect(outputs.filter((o) => o.includes("importing the corpus"))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes("waiting for it"))).toHaveLength(1);
    const health = await (await fetch(`${b.base}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", knowledgeBase: "complete" });

    // Made on one, answered on the other, read on the first, all by one visitor.
    cookie = ((await fetch(`${a.base}/api/visitor`)).headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/=/);
    const { id } = (await (await fetch(`${a.base}/api/conversations`, json({}))).json()) as { id: string };
    const asked = await fetch(`${b.base}/api/conversations/${id}/messages`, json({ content: GOD }));
    expect(asked.status).toBe(201);
    const seen = (await (
      await fetch(`${a.base}/api/conversations/${id}/messages`, { headers: { cookie } })
    ).json()) as {
      content: string;
    }[];
    expect(seen.map((m) => m.content)[0]).toBe(GOD);
    expect(seen).toHaveLength(2);

    // A streamed reply whose process dies: pending while it runs, failed once a server sees it orphaned.
    const lost = await streamUntilStarted(a, id, ENDLESS);
    expect(await pending(lost.assistantMessageId)).toBe("pending");
    a.child.kill("SIGKILL");
    await a.exited;
    await lost.rest;
    const a2 = await start({ SHUTDOWN_TIMEOUT_MS: "1000" });
    await untilReady(a2);
    expect(await pending(lost.assistantMessageId)).toBe("failed");
    expect(await messageCount(id)).toBe(2);

    // A stopping server finishes the reply in progress, stores it, then exits.
    const finishing = await streamUntilStarted(b, id, BRIEF);
    b.child.kill("SIGTERM");
    const events = await finishing.rest;
    expect(events).toContain("event: done");
    expect(await b.exited).toBe(0);
    expect(await messageCount(id)).toBe(4);
    expect(await pending(finishing.assistantMessageId)).toBeUndefined();

    // …but only within its bound: past it, the reply is ended and marked failed.
    const cut = await streamUntilStarted(a2, id, ENDLESS);
    const stopAsked = Date.now();
    a2.child.kill("SIGTERM");
    expect(await a2.exited).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(15_000);
    expect(await pending(cut.assistantMessageId)).toBe("failed");
    expect(await messageCount(id)).toBe(4);
    await until(async () => (await cut.rest) !== undefined, 5000);
  }, 240_000);
});
