import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixtureSources } from "../../answers/fixtures/fixture-sources.js";
import { languageModel, modelLoader } from "../../answers/model/provider.js";
import {
  type RecordedRequest,
  type ScriptedTurn,
  startScriptedModelServer,
} from "../../answers/model/scripted-model-server.js";
import { loadEnv } from "../../config/env.js";
import type { Db } from "../../db/client.js";
import { generateMaterial } from "../generate.js";
import { writeMaterialWithModel } from "./write-with-model.js";

let script: (r: RecordedRequest) => ScriptedTurn = () => ({ text: "" });
let server: Awaited<ReturnType<typeof startScriptedModelServer>>;
let env: ReturnType<typeof loadEnv>;

beforeAll(async () => {
  server = await startScriptedModelServer((r) => script(r));
  env = loadEnv({
    NODE_ENV: "test",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: server.url,
    AI_MODEL: "scripted",
    AI_TIMEOUT_MS: "2000",
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

// The fixture knowledge base, with a database that knows no other articles of the question.
const sources = { ...fixtureSources(), db: { execute: async () => ({ rows: [] }) } as unknown as Db };
const FIVE_WAYS = await sources.loadArticle(sources.db, "ST I, q. 2, a. 3");

const GOOD = "> “The existence of God can be proved in five ways.” (ST I, q. 2, a. 3, co.)";
const FORGED = "> “God's existence is obvious to every mind without any argument.” (ST I, q. 2, a. 3, co.)";
const MISPLACED = "- “It seems that God does not exist” (ST I, q. 2, a. 3, co.)";
const written = (content: string) =>
  JSON.stringify({ title: "Quiz: Whether God exists?", description: "For high school.", content });

describe("materials written by a model", () => {
  it("sends the articles, his verdict and the format, and keeps only verbatim quotations", async () => {
    script = () => ({
      text: written(["# Quiz", "## Part 1: Multiple Choice", GOOD, FORGED, MISPLACED].join("\n")),
    });
    const m = await writeMaterialWithModel(env, await languageModel(env), {
      materialType: "quiz",
      educationLevel: "high",
      articles: [FIVE_WAYS!],
    });
    expect(m).toMatchObject({
      title: "Quiz: Whether God exists?",
      materialType: "quiz",
      educationLevel: "high",
    });
    expect(m.content).toBe(["# Quiz", "## Part 1: Multiple Choice", GOOD].join("\n"));
    expect(m.removed).toEqual([FORGED, MISPLACED]);
    const system = server.requests[0]?.messages.find((x) => x.role === "system")?.content ?? "";
    expect(system).toContain("(ST I, q. 2, a. 3, obj. 1) [OBJECTION: a view he answers, not his own]");
    expect(system).toContain("His verdict on the title's question: Yes.");
    expect(system).toContain("## Part 1: Multiple Choice");
  });

  it("falls back to the composer when the model fails or leaves nothing that passes the guard", async () => {
    const body = {
      messageContent: "The existence of God can be proved in five ways.",
      citations: [
        {
          work: "Summa Theologiae",
          section: "I answer that",
          reference: "ST I, q. 2, a. 3, co.",
          relevantText: "x",
          language: "en",
          translations: [],
        },
      ],
      educationLevel: "middle" as const,
      materialType: "summary" as const,
    };
    const failures: unknown[] = [];
    const writer = { env, model: modelLoader(env), onFallback: (e: unknown) => failures.push(e) };

    script = () => ({ status: 500 });
    const afterError = await generateMaterial(sources, body, writer);
    expect(afterError.content).toMatch(/^# Summary: Whether God exists\?/);

    script = () => ({ text: written(FORGED) });
    const afterGuard = await generateMaterial(sources, body, writer);
    expect(afterGuard.content).toMatch(/^## His Answer$/m);
    expect(afterGuard.content).not.toContain("obvious to every mind");
    expect(failures).toHaveLength(2);
  });
});
