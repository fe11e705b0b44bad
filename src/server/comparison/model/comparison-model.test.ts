import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { type ComparisonResult, comparisonResultSchema } from "../../../common/comparison/contract.js";
import { FIXTURE_ARTICLES, fixtureSources } from "../../answers/fixtures/fixture-sources.js";
import {
  type RecordedRequest,
  type ScriptedTurn,
  startScriptedModelServer,
} from "../../answers/model/scripted-model-server.js";

let script: (r: RecordedRequest) => ScriptedTurn = () => ({ text: "" });
let model: Awaited<ReturnType<typeof startScriptedModelServer>>;
let t: TestApp;

beforeAll(async () => {
  model = await startScriptedModelServer((r) => script(r));
  t = await createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: model.url,
    AI_MODEL: "scripted",
    AI_TIMEOUT_MS: "1000",
  });
  t.ctx.comparisonSources = fixtureSources(t.database.db);
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(() => {
  model.requests.length = 0;
});

const system = (r: RecordedRequest) => r.messages.find((m) => m.role === "system")?.content ?? "";
const passagesIn = (prompt: string) =>
  [...prompt.matchAll(/^\[(\d+)\] (.+?) — (.+)\n(.+)$/gm)].map((m) => ({
    n: m[1] as string,
    reference: m[2] as string,
    text: m[4] as string,
  }));
const firstSentenceOf = (text: string) => /^.*?[.;:](?=\s|$)/.exec(text)?.[0] ?? text;

/** A well-formed comparison that quotes the respondeo of the article it was given; parts may be replaced. */
function comparison(r: RecordedRequest, change: Record<string, unknown> = {}): string {
  const body = passagesIn(system(r)).find((p) => /, co\.$/.test(p.reference));
  if (!body) throw new Error("no respondeo in the prompt");
  return JSON.stringify({
    aquinas_position: `Aquinas holds that God's existence can be shown from his effects: "${firstSentenceOf(body.text)}" [${body.n}]`,
    comparison_philosopher_position:
      "Ockham doubts that a strict demonstration of one first mover can be given, and treats the unity of God as held by faith.",
    key_similarities: ["Both reason from the world we see toward a first cause."],
    key_differences: [
      "Ockham denies that the proof from motion reaches a single first mover with certainty.",
    ],
    historical_context:
      "Ockham wrote a generation after Aquinas, in the debates of the early fourteenth century.",
    educational_summary:
      "Aquinas thinks reason can prove that God exists; Ockham is more doubtful about the proofs.",
    ...change,
  });
}

const ask = (payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/comparison/generate",
    payload: { philosopher: "ockham", topic: "the existence of God", educationLevel: "college", ...payload },
  });

async function compared(payload: Record<string, unknown> = {}): Promise<ComparisonResult> {
  const res = await ask(payload);
  expect(res.statusCode, res.body).toBe(200);
  return comparisonResultSchema.parse(res.json());
}

const PASSAGES = FIXTURE_ARTICLES.flatMap((a) => a.passages);

describe("comparison written by a model as JSON (scripted OpenAI-compatible server)", () => {
  it("accepts a comparison that matches the schema and quotes his passages verbatim", async () => {
    script = (r) => ({ text: comparison(r) });
    const result = await compared();
    expect(result.engine).toBe("openai-compatible");
    expect(result.fallback).toBeNull();
    const prompt = system(model.requests[0] as RecordedRequest);
    expect(prompt).toMatch(/Answer with one JSON object only/);
    // The server is held to the comparison's schema (AI_STRUCTURED_OUTPUTS defaults to true).
    expect(model.requests[0]?.response_format?.type).toBe("json_schema");
    expect(JSON.stringify(model.requests[0]?.response_format?.json_schema?.schema)).toContain(
      "key_differences",
    );
    expect(prompt).toMatch(/Our summary of William of Ockham's view \(not his words\)/);
    expect(prompt).toMatch(/quote only William of Ockham's own passages \(none\)/);

    const quote = /“([^”]+)” \(([^)]+)\)/.exec(result.aquinas_position);
    expect(quote).not.toBeNull();
    const passage = PASSAGES.find((p) => p.reference === quote?.[2]);
    expect(passage?.sectionKind).toBe("respondeo");
    expect(passage?.content).toContain(quote?.[1]);
    expect(result.citations.map((c) => c.reference)).toEqual([quote?.[2]]);
    expect(result.citations[0]?.relevantText).toBe(quote?.[1]);
    expect(result.comparison_philosopher_position).toMatch(/^Summary \(our words, not a quotation/);
    expect(result.comparison_philosopher_position).toMatch(/holds none of William of Ockham's own words/);
    expect(result.philosopherQuoted).toBe(false);
    expect(result.key_differences).toEqual([
      "Ockham denies that the proof from motion reaches a single first mover with certainty.",
    ]);
  });

  it("rejects output that is not valid JSON and gives the grounded comparison, saying so", async () => {
    script = () => ({ text: 'Here is my comparison: {"aquinas_position": "He answers yes' });
    const result = await compared();
    expect(result.engine).toBe("composer");
    expect(result.fallback?.reason).toBe("unusable");
    expect(result.fallback?.message).toMatch(/without the model/);
    expect(result.comparison_philosopher_position).toMatch(/^Summary \(our words, not a quotation\)/);
  });

  it("rejects JSON that does not match the schema", async () => {
    script = (r) => ({ text: comparison(r, { key_differences: [] }) });
    const result = await compared();
    expect(result.engine).toBe("composer");
    expect(result.fallback?.reason).toBe("unusable");
  });

  it("rejects an invented quotation, and his words put in the other thinker's mouth", async () => {
    script = (r) => ({
      text: comparison(r, {
        aquinas_position:
          'Aquinas writes: "the existence of God is evident to every mind without any argument at all" [1].',
      }),
    });
    const invented = await compared();
    expect(invented.engine).toBe("composer");
    expect(invented.fallback?.message).toMatch(/not in the knowledge base/);
    expect(JSON.stringify(invented)).not.toMatch(/evident to every mind/);

    script = (r) => {
      const body = passagesIn(system(r)).find((p) => /, co\.$/.test(p.reference));
      return {
        text: comparison(r, {
          comparison_philosopher_position: `Ockham wrote: "${firstSentenceOf(body?.text ?? "")}" [${body?.n}]`,
        }),
      };
    };
    const misattributed = await compared();
    expect(misattributed.engine).toBe("composer");
    expect(misattributed.fallback?.reason).toBe("unusable");
  });

  it("falls back when the model is too slow or the service fails", async () => {
    script = (r) => ({ text: comparison(r), delayMs: 1500 });
    expect((await compared()).fallback?.reason).toBe("timeout");
    script = () => ({ status: 503 });
    expect((await compared()).fallback?.reason).toBe("error");
  });

  it("adds to the chat the model's comparison that was shown, not a new one", async () => {
    let n = 0;
    script = (r) => {
      n += 1;
      return {
        text: comparison(r, {
          historical_context: `Ockham wrote a generation after Aquinas (version ${n}).`,
        }),
      };
    };
    const shown = await compared({ topic: "can reason prove God exists" });
    expect(shown.historical_context).toMatch(/version 1/);
    const conversation = (
      await t.app.inject({ method: "POST", url: "/api/conversations", payload: {} })
    ).json();
    const added = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${conversation.id}/comparison`,
      payload: { philosopher: "ockham", topic: "can reason prove God exists", educationLevel: "college" },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().assistantMessage.content).toContain("(version 1)");
    expect(n).toBe(1);
  });
});
