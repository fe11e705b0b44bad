import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { parseEventStream } from "../chat/sse.js";
import { type Operation, operationsOf, requestFor } from "./fuzz/openapi-requests.js";

/** Operations that compose a reply, a debate turn or a material: fewer runs each, still every one. */
const COMPOSING = /\/(messages|simplify|comparison|generate|arguments)$/;
const RUNS_QUICK = 380;
const RUNS_COMPOSING = 120;
const MINIMUM_REQUESTS = 10_000;
const CONCURRENCY = 8;
/** Without an imported corpus the quotation catalogue cannot be read: a 503 in our shape, by design. */
const WITHOUT_CORPUS = new Set(["GET /api/quotes"]);
/** Readiness answers 503 until the article index is built (the fuzzing never builds it), by design. */
const READINESS = "GET /api/health/ready";
const pathOf = (request: InjectOptions) => (request.url?.toString() ?? "").split("?")[0];

let t: TestApp;
const known: string[] = [];
let sent = 0;

async function post(url: string, body: unknown): Promise<string> {
  const res = await t.app.inject({ method: "POST", url, payload: body as Record<string, unknown> });
  return res.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) {
    const conversation = await post("/api/conversations", { title: `Fuzz ${i}` });
    known.push(conversation);
    await t.app.inject({
      method: "POST",
      url: `/api/conversations/${conversation}/messages`,
      payload: { content: "Does God exist?" },
    });
    known.push(
      await post("/api/debates", { title: `Debate ${i}`, topic: "God", opponentPhilosopher: "aristotle" }),
    );
    known.push(
      await post("/api/educational-materials", {
        title: `Material ${i}`,
        content: "Some content.",
        materialType: "summary",
        educationLevel: "college",
      }),
    );
  }
});
afterAll(async () => {
  await t?.close();
});

/** Why a response breaks the rules, or null: never a 5xx, and every 4xx in our one error shape. */
function fault(request: InjectOptions, res: LightMyRequestResponse): string | null {
  if (res.statusCode === 503 && WITHOUT_CORPUS.has(`${request.method} ${pathOf(request)}`)) {
    const body = res.json() as { code?: string };
    return body.code === "unavailable" ? null : `503 not in our shape: ${res.body.slice(0, 200)}`;
  }
  if (res.statusCode === 503 && `${request.method} ${pathOf(request)}` === READINESS) {
    const body = res.json() as { ready?: unknown; waitingFor?: unknown };
    return body.ready === false && typeof body.waitingFor === "string"
      ? null
      : `503 not a readiness answer: ${res.body.slice(0, 200)}`;
  }
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`;
  const stream = (res.headers["content-type"] ?? "").toString().includes("text/event-stream");
  if (stream) {
    const errors = (parseEventStream(res.body) as { type: string; status?: number }[]).filter(
      (e) => e.type === "error",
    );
    const bad = errors.find((e) => (e.status ?? 500) >= 500);
    return bad ? `stream error ${JSON.stringify(bad)}` : null;
  }
  if (res.statusCode < 400 || request.method === "HEAD") return null;
  let body: { message?: unknown; code?: unknown };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body.message !== "string" || body.message.length === 0 || typeof body.code !== "string")
    return `${res.statusCode} is not in our error shape: ${res.body.slice(0, 300)}`;
  if (Object.keys(body).some((k) => !["message", "code", "issues", "content"].includes(k)))
    return `${res.statusCode} carries other fields: ${res.body.slice(0, 300)}`;
  return null;
}

describe("every endpoint of the OpenAPI document under generated hostile requests", () => {
  it("never answers 5xx and answers every 4xx in our error shape", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const operations: Operation[] = operationsOf(document);
    expect(operations.length).toBeGreaterThanOrEqual(30);
    const statuses = new Map<number, number>();
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
    const faults: string[] = [];
    for (const [index, op] of operations.entries()) {
      const numRuns = COMPOSING.test(op.path) && op.method === "POST" ? RUNS_COMPOSING : RUNS_QUICK;
      const requests = fc.sample(requestFor(op, known), { numRuns, seed: seed + index });
      // Requests run a few at a time, as a browser's would; each is judged on its own answer.
      for (let at = 0; at < requests.length; at += CONCURRENCY) {
        await Promise.all(
          requests.slice(at, at + CONCURRENCY).map(async (request) => {
            const res = await t.app.inject(request);
            sent += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const problem = fault(request, res);
            if (problem) faults.push(`${request.method} ${request.url} → ${problem}`);
          }),
        );
      }
    }
    expect(faults.slice(0, 10), `seed ${seed} (FUZZ_SEED=${seed} repeats this run)`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    // The run reached the handlers, not only the validators.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(500);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500);
    expect(statuses.get(404) ?? 0).toBeGreaterThan(50);
  }, 180_000);
});
