import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { sendMessageResponseSchema } from "../../common/conversations/contract.js";
import { EDUCATION_LEVELS } from "../../common/education/levels.js";
import type { ArticleDigest } from "../../common/knowledge-base/digest.js";
import { generatedMaterialSchema, materialSchema } from "../../common/materials/contract.js";
import { CHAT_MATERIAL_TYPES } from "../../common/materials/material-types.js";
import { normaliseForMatch } from "../answers/guard/normalise.js";
import { loadArticle } from "../knowledge-base/retrieval/load-article.js";
import { loadArticles } from "./load-articles.js";

/** The materials API over a copy of the whole corpus, with replies from the grounded composer. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_PROVIDER: "none" }, { corpus: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });

async function reply(question: string) {
  const { id } = (await post("/api/conversations", {})).json() as { id: string };
  const res = await post(`/api/conversations/${id}/messages`, {
    content: question,
    educationLevel: "college",
  });
  expect(res.statusCode).toBe(201);
  return sendMessageResponseSchema.parse(res.json()).assistantMessage;
}
type Reply = Awaited<ReturnType<typeof reply>>;

const generate = (r: Reply, materialType: string, educationLevel: string, extra: object = {}) =>
  post("/api/educational-materials/generate", {
    messageContent: r.content,
    citations: r.citations,
    conversationId: r.conversationId,
    messageId: r.id,
    materialType,
    educationLevel,
    ...extra,
  });

async function passageText(reference: string): Promise<string | null> {
  const rows = await t.database.db.execute<{ content: string }>(
    sql`select content from knowledge_base where reference = ${reference} and language = 'en' and section_kind <> 'note'`,
  );
  return rows.rows.map((r) => r.content).join("\n") || null;
}
async function digest(ref: string): Promise<ArticleDigest> {
  const rows = await t.database.db.execute<{ digest: ArticleDigest }>(
    sql`select digest from kb_article_digests where article_ref = ${ref}`,
  );
  return rows.rows[0]!.digest;
}

const norm = (text: string) => normaliseForMatch(text).replace(/"/g, "");
function verbatimIn(words: string, text: string): boolean {
  let from = 0;
  const hay = norm(text);
  for (const piece of norm(words).split(/\s*(?:\.\.\.|…|_{3,})\s*/)) {
    const bare = piece.replace(/^[\s.,;:]+|[\s.,;:]+$/g, "");
    if (!bare) continue;
    const at = hay.indexOf(bare, from);
    if (at < 0) return false;
    from = at + bare.length;
  }
  return true;
}

async function expectQuotationsVerbatim(content: string) {
  const quoted = [...content.matchAll(/“([^”]*)” \(((?:ST|SCG) [^()]*)\)/g)];
  expect(quoted.length).toBeGreaterThan(0);
  for (const [, words, ref] of quoted) {
    const text = await passageText(ref!);
    expect(text, ref).not.toBeNull();
    expect(verbatimIn(words!, text ?? ""), `${words} @ ${ref}`).toBe(true);
  }
}

const VERDICT_LETTER = { yes: "A", no: "B", distinguishes: "C" } as const;

describe("loading several articles at once", () => {
  it("gives what loadArticle gives, article by article, without the verses", async () => {
    const refs = ["ST I, q. 2, a. 3", "SCG I, c. 20", "ST II-II, q. 110, a. 3", "ST I, q. 999, a. 1"];
    const many = await loadArticles(t.database.db, refs);
    expect(many.map((a) => a.articleRef)).toEqual(refs.slice(0, 3));
    for (const a of many) {
      const one = await loadArticle(t.database.db, a.articleRef);
      expect(a.title).toBe(one?.title);
      expect(a.digest).toEqual(one?.digest);
      expect(a.passages.map(({ scripture: _s, ...p }) => p)).toEqual(
        one?.passages.map(({ scripture: _s, ...p }) => p),
      );
    }
  });
});

describe("generating materials from a real reply", () => {
  let god: Reply;
  beforeAll(async () => {
    god = await reply("Can reason prove that God exists?");
  });

  it("builds each of the five types at each of the six levels with verbatim quotations", async () => {
    for (const type of CHAT_MATERIAL_TYPES) {
      for (const level of EDUCATION_LEVELS) {
        const res = await generate(god, type, level);
        expect(res.statusCode, `${type} ${level}: ${res.body}`).toBe(200);
        const m = generatedMaterialSchema.parse(res.json());
        expect(m).toMatchObject({ materialType: type, educationLevel: level });
        expect(m.content).toMatch(/^# /);
        await expectQuotationsVerbatim(m.content);
      }
    }
  }, 120_000);

  it("keys every quiz verdict and worksheet answer to the digests' verdicts", async () => {
    for (const question of [
      "Can reason prove that God exists?",
      "Is God's existence self-evident?",
      "Is it ever right to lie?",
    ]) {
      const r = question === "Can reason prove that God exists?" ? god : await reply(question);
      const quiz = generatedMaterialSchema.parse((await generate(r, "quiz", "college")).json()).content;
      const key = quiz.slice(quiz.indexOf("## Answer Key"));
      const asked = [...quiz.matchAll(/^(\d+)\. How does he answer \*.+\* \(((?:ST) [^)]+)\)\?$/gm)];
      expect(asked.length, question).toBeGreaterThan(0);
      for (const [, n, ref] of asked) {
        const letter = new RegExp(`^${n}\\. \\*\\*([A-C])\\*\\*`, "m").exec(key)?.[1];
        expect(letter, `${question} ${ref}`).toBe(VERDICT_LETTER[(await digest(ref!)).verdict]);
      }
      const sheet = generatedMaterialSchema.parse((await generate(r, "worksheet", "college")).json()).content;
      const main = /\(((?:ST) [^,]+, q\. \d+, a\. \d+)/.exec(sheet)?.[1] ?? asked[0]![2]!;
      const d = await digest(main);
      expect(sheet.slice(sheet.indexOf("**Part C"))).toContain(d.plain.adult.slice(0, 60));
    }
  }, 120_000);

  it("re-reads the sources and ignores the text a client sends as a citation", async () => {
    const forged = (god.citations ?? []).map((c) => ({
      ...c,
      relevantText: "Reason can prove nothing at all about God.",
    }));
    const res = await generate(god, "summary", "high", { messageId: null, citations: forged });
    expect(res.statusCode).toBe(200);
    const m = generatedMaterialSchema.parse(res.json());
    expect(m.content).not.toContain("Reason can prove nothing");
    await expectQuotationsVerbatim(m.content);
  });

  it("answers bad requests with a clear 400", async () => {
    const empty = await generate(god, "summary", "college", { messageContent: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/no message/);
    expect((await generate(god, "debate_summary", "college")).statusCode).toBe(400);
    expect((await generate(god, "quiz", "kindergarten")).statusCode).toBe(400);
  });

  it("saves, lists by conversation, and deletes materials", async () => {
    const m = generatedMaterialSchema.parse((await generate(god, "quiz", "middle")).json());
    const saved = await post("/api/educational-materials", {
      ...m,
      conversationId: god.conversationId,
      messageId: god.id,
    });
    expect(saved.statusCode).toBe(201);
    const row = materialSchema.parse(saved.json());
    expect(row).toMatchObject({ title: m.title, content: m.content, conversationId: god.conversationId });

    const other = await post("/api/educational-materials", {
      ...m,
      title: "Loose notes",
      conversationId: null,
    });
    expect(other.statusCode).toBe(201);
    const all = (await t.app.inject({ method: "GET", url: "/api/educational-materials" })).json() as {
      id: string;
    }[];
    expect(all.map((x) => x.id)).toEqual([other.json().id, row.id]);
    const mine = (
      await t.app.inject({
        method: "GET",
        url: `/api/educational-materials?conversationId=${god.conversationId}`,
      })
    ).json() as { id: string }[];
    expect(mine.map((x) => x.id)).toEqual([row.id]);

    const del = await t.app.inject({ method: "DELETE", url: `/api/educational-materials/${row.id}` });
    expect(del.statusCode).toBe(204);
    const again = await t.app.inject({ method: "DELETE", url: `/api/educational-materials/${row.id}` });
    expect(again.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/educational-materials/nope" })).statusCode,
    ).toBe(400);
  });

  it("refuses what a client can get wrong when saving, and drops a forged quotation", async () => {
    const base = { title: "Notes", description: null, materialType: "summary", educationLevel: "college" };
    expect((await post("/api/educational-materials", { ...base, content: "" })).statusCode).toBe(400);
    expect(
      (await post("/api/educational-materials", { ...base, content: "x", materialType: "poem" })).statusCode,
    ).toBe(400);
    const missing = await post("/api/educational-materials", {
      ...base,
      content: "# Notes",
      conversationId: "00000000-0000-4000-8000-000000000000",
    });
    expect(missing.statusCode).toBe(404);
    const forged = "> “Reason can prove nothing at all about God.” (ST I, q. 2, a. 2, co.)";
    const genuine =
      "> “Hence the existence of God, in so far as it is not self-evident to us, can be demonstrated from those of His effects which are known to us.” (ST I, q. 2, a. 2, co.)";
    const res = await post("/api/educational-materials", {
      ...base,
      content: `# Notes\n${forged}\n${genuine}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe(`# Notes\n${genuine}`);
  });
});
