import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { CONTEXT_COMPARISON_TOPIC, DEFAULT_COMPARISON_TOPIC } from "../../common/comparison/context.js";
import {
  addComparisonResponseSchema,
  type ComparisonResult,
  comparisonResultSchema,
} from "../../common/comparison/contract.js";
import {
  COMPARISON_PHILOSOPHER_KEYS,
  type ComparisonPhilosopherKey,
} from "../../common/comparison/philosophers.js";
import { COMPARISON_TOPICS } from "../../common/comparison/topics.js";
import type { EducationLevel } from "../../common/education/levels.js";
import { occursVerbatim } from "../answers/guard/normalise.js";
import { digestOf } from "../knowledge-base/retrieval/digest-of.js";
import { catalogue } from "./catalogue/load.js";

/** The comparison API with no model, over a copy of the whole imported corpus. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_PROVIDER: "none" }, { corpus: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** The corpus authors of the thinkers whose own words the knowledge base holds. */
const OWN_WORDS: Partial<Record<ComparisonPhilosopherKey, RegExp>> = {
  augustine: /^Augustine$/,
  boethius: /Boethius/,
  anselm: /^Anselm of Canterbury$/,
};

async function compare(payload: Record<string, unknown>): Promise<ComparisonResult> {
  const res = await t.app.inject({ method: "POST", url: "/api/comparison/generate", payload });
  expect(res.statusCode, res.body).toBe(200);
  return comparisonResultSchema.parse(res.json());
}

async function passage(id: string) {
  const result = await t.ctx.db.execute<{
    content: string;
    author: string;
    section_kind: string;
    article_ref: string;
  }>(sql`select content, author, section_kind, article_ref from knowledge_base where id = ${id}::uuid`);
  const row = result.rows[0];
  if (!row) throw new Error(`no passage ${id}`);
  return row;
}

/** Every quotation is in the passage its citation names; his are from his own part of the article. */
async function checkFaithful(key: ComparisonPhilosopherKey, result: ComparisonResult) {
  const his = result.citations.filter((c) => /^(ST|SCG) /.test(c.reference));
  expect(his.length, `${key}: Aquinas quoted`).toBeGreaterThan(0);
  for (const c of result.citations) {
    const row = await passage(c.passageId ?? "");
    expect(occursVerbatim(c.relevantText, row.content), c.reference).toBe(true);
    expect(
      result.aquinas_position.includes(c.relevantText) ||
        result.comparison_philosopher_position.includes(c.relevantText),
    ).toBe(true);
    if (/^(ST|SCG) /.test(c.reference)) {
      expect(row.section_kind).not.toBe("objection");
      const digest = await digestOf(t.ctx.db, row.article_ref);
      expect(c.relevantText).toBe(digest?.answerSentence);
      const verdict =
        digest?.verdict === "yes"
          ? /answers yes|argues for it/
          : digest?.verdict === "no"
            ? /answers no|view he rejects/
            : /distinguishes/;
      expect(result.aquinas_position).toMatch(verdict);
    } else {
      expect(row.author, c.reference).toMatch(OWN_WORDS[key] ?? /^$/);
    }
  }
  const theirs = result.citations.filter((c) => !/^(ST|SCG) /.test(c.reference));
  expect(result.philosopherQuoted).toBe(theirs.length > 0);
  expect(result.comparison_philosopher_position).toContain("Summary (our words, not a quotation)");
  if (!result.philosopherQuoted) expect(result.comparison_philosopher_position).toMatch(/summary only/);
}

describe("POST /api/comparison/generate", () => {
  for (const key of COMPARISON_PHILOSOPHER_KEYS) {
    it(`compares Aquinas with ${key} on each of his topics, quoting verbatim with references`, async () => {
      const file = catalogue().get(key);
      expect(file?.positions.length).toBeGreaterThanOrEqual(5);
      for (const position of file?.positions ?? []) {
        const topic = `What about ${COMPARISON_TOPICS[position.topic].keywords[0]}?`;
        const result = await compare({ philosopher: key, topic, educationLevel: "college" });
        expect(result.matchedTopic, topic).toBe(position.topic);
        await checkFaithful(key, result);
        if (OWN_WORDS[key] && position.quotes.length > 0) expect(result.philosopherQuoted, topic).toBe(true);
        if (!OWN_WORDS[key]) expect(result.philosopherQuoted).toBe(false);
      }
    });
  }

  it("falls back to the core topic when the topic is empty, and to the conversation when context is sent", async () => {
    const empty = await compare({ philosopher: "ockham", topic: "", educationLevel: "high" });
    expect(empty.topic).toBe(DEFAULT_COMPARISON_TOPIC);
    expect(empty.matchedTopic).toBe(catalogue().get("ockham")?.core);

    const context =
      "user: Is it true that evil is just the absence of good?\nassistant: Evil is not a nature.";
    const withContext = await compare({
      philosopher: "augustine",
      topic: "",
      educationLevel: "high",
      context,
    });
    expect(withContext.topic).toBe(CONTEXT_COMPARISON_TOPIC);
    expect(withContext.matchedTopic).toBe("evil");
    await checkFaithful("augustine", withContext);
  });

  it("compares on the nearest topic he treats, and says so, when his entry lacks the one asked", async () => {
    const result = await compare({
      philosopher: "ockham",
      topic: "the seven sacraments",
      educationLevel: "college",
    });
    expect(result.comparison_philosopher_position).toMatch(
      /no entry on William of Ockham's view of the sacraments/,
    );
    await checkFaithful("ockham", result);
  });

  it("finds Aquinas' own article by retrieval for a topic outside the catalogue", async () => {
    const result = await compare({
      philosopher: "augustine",
      topic: "Is it ever right to tell a lie?",
      educationLevel: "college",
    });
    expect(result.comparison_philosopher_position).toMatch(/no entry on Augustine of Hippo's view/);
    expect(result.citations[0]?.reference).toMatch(/^ST II-II, q\. 110/);
    expect(result.key_differences[0]).toMatch(/^On faith and reason: /);
    await checkFaithful("augustine", result);
  });

  it("quotes a sentence of his own works on a topic outside the catalogue, never a translator's heading", async () => {
    const result = await compare({
      philosopher: "augustine",
      topic: "Must we love our enemies?",
      educationLevel: "college",
    });
    expect(result.philosopherQuoted).toBe(true);
    const his = result.citations.filter((c) => c.reference.startsWith("Augustine,")).at(-1);
    expect(result.comparison_philosopher_position).toContain(
      `A passage of his that the knowledge base finds on your topic: “${his?.relevantText}”`,
    );
    expect(his?.relevantText).toMatch(/\benem(y|ies)\b/i);
    expect(his?.relevantText).toMatch(/\blov/i);
    expect(his?.relevantText).not.toMatch(/^Chapter/);
    await checkFaithful("augustine", result);
    // No such passage for a thinker the corpus lacks.
    const ockham = await compare({
      philosopher: "ockham",
      topic: "Must we love our enemies?",
      educationLevel: "college",
    });
    expect(ockham.philosopherQuoted).toBe(false);
  });

  it("fits the summary to the level", async () => {
    const at = (educationLevel: EducationLevel) =>
      compare({ philosopher: "boethius", topic: "happiness", educationLevel });
    const [young, scholar] = await Promise.all([at("elementary"), at("scholar")]);
    expect(young.educational_summary.length).toBeLessThan(scholar.educational_summary.length);
    expect(scholar.educational_summary).toContain("For further reading");
    expect(young.citations.filter((c) => c.reference.startsWith("ST")).length).toBe(1);
  });

  it("answers bad input with a 400 and a plain message", async () => {
    const bad = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({ method: "POST", url: "/api/comparison/generate", payload });
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await bad({ philosopher: "avicenna", topic: "x" })).toMatch(/Choose one of the philosophers/);
    expect(await bad({ philosopher: "anselm", topic: "x", context: "y".repeat(2001) })).toMatch(
      /at most 2000/,
    );
    expect(await bad({ philosopher: "anselm", topic: "x", educationLevel: "phd" })).toMatch(/educationLevel/);
  });
});

describe("POST /api/conversations/:id/comparison", () => {
  it("adds the comparison to the chat as a reply with its citations", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/conversations", payload: {} });
    const { id } = created.json() as { id: string };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${id}/comparison`,
      payload: { philosopher: "anselm", topic: "proof of God", educationLevel: "college" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const message = addComparisonResponseSchema.parse(res.json()).assistantMessage;
    expect(message.role).toBe("assistant");
    expect(message.content).toMatch(/^# Aquinas and Anselm of Canterbury: proof of God/);
    expect(
      message.citations?.some((c) => c.reference === "Anselm of Canterbury, Proslogium, Chapter III"),
    ).toBe(true);
    const listed = await t.app.inject({ method: "GET", url: `/api/conversations/${id}/messages` });
    expect((listed.json() as unknown[]).length).toBe(1);
  });

  it("answers 404 for an unknown conversation and 400 for a bad body", async () => {
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/conversations/00000000-0000-4000-8000-000000000000/comparison",
      payload: { philosopher: "anselm", topic: "God" },
    });
    expect(missing.statusCode).toBe(404);
    const created = await t.app.inject({ method: "POST", url: "/api/conversations", payload: {} });
    const { id } = created.json() as { id: string };
    const bad = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${id}/comparison`,
      payload: { topic: "God" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
