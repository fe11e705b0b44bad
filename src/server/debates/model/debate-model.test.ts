import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { postedArgumentSchema } from "../../../common/debates/contract.js";
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
  t.ctx.debateSources = fixtureSources(t.database.db);
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(() => {
  model.requests.length = 0;
});

const system = (r: RecordedRequest) => r.messages.find((m) => m.role === "system")?.content ?? "";
const user = (r: RecordedRequest) => r.messages.find((m) => m.role === "user")?.content ?? "";

/** The passages the prompt numbered: number, reference, section line and text, as the model reads them. */
function passagesIn(prompt: string) {
  return [...prompt.matchAll(/^\[(\d+)\] (.+?) — (.+)\n(.+)$/gm)].map((m) => ({
    n: m[1] as string,
    reference: m[2] as string,
    kind: m[3] as string,
    text: m[4] as string,
  }));
}
const firstSentenceOf = (text: string) => /^.*?[.;:](?=\s|$)/.exec(text)?.[0] ?? text;

const ANALYSIS = [
  "ANALYSIS:",
  "Claim: The existence of God can be shown from his effects.",
  "Premises: What is moved is moved by another / An infinite series of movers explains nothing",
  "Answers: Plato, turn 2 — the forms",
  "Sources: the body of the article (quoted)",
  "Strongest point: It rests on his own text.",
  "Weakest point: It assumes the reader accepts the first way.",
].join("\n");

/** An Aquinas turn with one verbatim quotation, one invented one and a sentence of Latin of the model's own. */
function aquinasReply(r: RecordedRequest): string {
  const passages = passagesIn(system(r));
  const body = passages.find((p) => /, co\.$/.test(p.reference));
  if (!body) throw new Error("no respondeo in the prompt");
  return [
    "ARGUMENT:",
    `My opponent says the world needs no first cause. But I hold: "${firstSentenceOf(body.text)}" [${body.n}]`,
    `Indeed "every reasonable man sees God face to face in this life without any effort" [${body.n}], and so the matter is settled for us all.`,
    "Deus est ipsum esse subsistens et causa prima omnium rerum.",
    "Therefore reason, starting from the things we see moving and changing, reaches a first mover that is not moved by another.",
    "",
    ANALYSIS,
  ].join("\n");
}

const post = (url: string, body: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });

async function newDebate(fields: Record<string, unknown> = {}) {
  const res = await post("/api/debates", {
    title: "Can reason reach God?",
    topic: "existence_of_god",
    opponentPhilosopher: "plato",
    maxTurns: 4,
    educationLevel: "college",
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const argue = async (id: string, speaker: string, level = "college") => {
  const res = await post(`/api/debates/${id}/arguments`, { speaker, educationLevel: level });
  expect(res.statusCode, res.body).toBe(201);
  return postedArgumentSchema.parse(res.json());
};

const PASSAGES = FIXTURE_ARTICLES.flatMap((a) => a.passages);

describe("debate turns written by a model (scripted OpenAI-compatible server)", () => {
  it("keeps the verbatim quotation of Aquinas, removes the invented one and the Latin, and keeps the model's analysis", async () => {
    script = (r) => ({ text: aquinasReply(r) });
    const id = await newDebate();
    const turn = await argue(id, "aquinas");
    expect(turn.generation).toEqual({ engine: "openai-compatible", fallback: null, analysisByModel: true });

    const prompt = system(model.requests[0] as RecordedRequest);
    // The model is given the digest's verdict and answer sentence and the passages with their references.
    expect(prompt).toMatch(/The sentence that carries it: "/);
    expect(prompt).toMatch(/Do not write any Latin\./);
    expect(passagesIn(prompt).some((p) => p.kind.includes("OBJECTION"))).toBe(true);
    expect(user(model.requests[0] as RecordedRequest)).toMatch(/opening argument/);

    expect(turn.content).not.toMatch(/face to face|Deus est|ipsum esse/);
    const quotes = [...turn.content.matchAll(/“([^”]+)” \(([^)]+)\)/g)];
    expect(quotes).toHaveLength(1);
    const [, text, reference] = quotes[0] as RegExpMatchArray;
    const passage = PASSAGES.find((p) => p.reference === reference);
    expect(passage?.content).toContain(text);
    expect(passage?.sectionKind).toBe("respondeo");
    expect(turn.citations?.map((c) => c.reference)).toEqual([reference]);
    expect(turn.citations?.[0]?.relevantText).toBe(text);
    expect(turn.analysis).toMatch(/^Claim: The existence of God can be shown from his effects\.$/m);
    expect(turn.analysis).toMatch(/^Weakest point: /m);
  });

  it("labels the opponent's turn a summary and lets no quotation through when the library has none of his texts", async () => {
    script = (r) =>
      system(r).includes("in the first person.") && system(r).includes("against Saint Thomas Aquinas")
        ? {
            text: [
              "ARGUMENT:",
              'As I wrote in the Republic, "the Good is the cause of knowledge and of being in all things that are known", and so the soul must turn from shadows to the Form of the Good, which no chain of moving bodies can reach by itself.',
              "A proof from motion stays among the things that change; the mind must rise above them to what is always the same.",
              "",
              "ANALYSIS:",
              "Claim: Reason reaches the Good by turning from the senses.",
              "Premises: The senses show only images / The Good is known by the intellect",
              "Answers: Saint Thomas Aquinas, turn 1",
              "Sources: none (summary)",
              "Strongest point: It explains why proofs from motion fall short.",
              "Weakest point: It rests on a summary, not on his text.",
            ].join("\n"),
          }
        : { text: aquinasReply(r) };
    const id = await newDebate();
    await argue(id, "aquinas");
    const turn = await argue(id, "opponent");
    const request = model.requests.at(-1) as RecordedRequest;
    expect(system(request)).toMatch(/Our summary of Plato's thesis \(not his words\): /);
    expect(system(request)).toMatch(/quote nothing, and present the view as a summary/);
    expect(user(request)).toMatch(/<argument>[\s\S]*<\/argument>/);
    expect(turn.generation, JSON.stringify(turn.generation)).toMatchObject({ engine: "openai-compatible" });
    expect(turn.content).toMatch(/^\*\*Summary of Plato's view\*\* \(written from our summary/);
    expect(turn.content).not.toMatch(/the Good is the cause of knowledge/);
    expect(turn.content).not.toMatch(/[“"]/);
    expect(turn.content).toMatch(/own texts on this are not in the library/);
    expect(turn.citations?.every((c) => c.sectionKind === "summary")).toBe(true);
  });

  it("falls back to the composer when the model is too slow, and says so", async () => {
    script = (r) => ({ text: aquinasReply(r), delayMs: 1500 });
    const id = await newDebate();
    const turn = await argue(id, "aquinas");
    expect(turn.generation.engine).toBe("composer");
    expect(turn.generation.fallback?.reason).toBe("timeout");
    expect(turn.generation.fallback?.message).toMatch(/composed from the sources without the model/);
    expect(turn.content).toMatch(/the view I answer, not my own/);
  });

  it("falls back when the service fails, or when no verified quotation of Aquinas survives", async () => {
    script = () => ({ status: 500 });
    const failed = await argue(await newDebate(), "aquinas");
    expect(failed.generation.fallback?.reason).toBe("error");

    script = () => ({
      text: `ARGUMENT:\nAs I wrote, "the first mover is the sun and the stars, which need no cause" [1], and this settles the question for every reader.\n\n${ANALYSIS}`,
    });
    const invented = await argue(await newDebate(), "aquinas");
    expect(invented.generation.fallback?.reason).toBe("unusable");
    expect(invented.content).not.toMatch(/the sun and the stars/);
    expect(invented.content).toMatch(/the view I answer, not my own/);
  });

  it("never calls the model for the user's own argument", async () => {
    script = (r) => ({ text: aquinasReply(r) });
    const id = await newDebate({ opponentPhilosopher: "user" });
    await argue(id, "aquinas");
    const calls = model.requests.length;
    const res = await post(`/api/debates/${id}/arguments`, {
      speaker: "user",
      educationLevel: "college",
      content: "The world explains itself.",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().generation).toEqual({ engine: "composer", fallback: null });
    expect(model.requests.length).toBe(calls);
  });
});
