import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { argumentSchema, debateSchema } from "../../common/debates/contract.js";
import { FIXTURE_ARTICLES, fixtureSources } from "../answers/fixtures/fixture-sources.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.debateSources = fixtureSources(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
const get = (url: string) => t.app.inject({ method: "GET", url });

async function newDebate(fields: Record<string, unknown> = {}) {
  const res = await post("/api/debates", {
    title: "Can reason reach God?",
    topic: "existence_of_god",
    opponentPhilosopher: "plato",
    maxTurns: 4,
    educationLevel: "college",
    aquinasDefends: true,
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return debateSchema.parse(res.json());
}
const argue = (id: string, speaker: string, extra: Record<string, unknown> = {}) =>
  post(`/api/debates/${id}/arguments`, { speaker, educationLevel: "college", ...extra });

const PASSAGES = FIXTURE_ARTICLES.flatMap((a) => a.passages);
const QUOTE = /“([^”]+)”(?: …)? \(([^)]+)\)/g;

/** Every quotation in a turn is verbatim from the passage its reference names, and none is an objection. */
function expectVerbatim(content: string): number {
  let n = 0;
  for (const m of content.matchAll(QUOTE)) {
    const passage = PASSAGES.find((p) => p.reference === m[2]);
    expect(passage, `reference ${m[2]}`).toBeDefined();
    expect(passage?.content).toContain(m[1]);
    expect(passage?.sectionKind).not.toBe("objection");
    n++;
  }
  return n;
}

describe("debate configuration", () => {
  it("names the fifteen opponents and serves the catalogue with twelve topics", async () => {
    const names = (await get("/api/debates/config/philosophers")).json();
    expect(Object.keys(names)).toHaveLength(15);
    expect(names.hume).toBe("David Hume");
    expect(names.ockham).toBe("William of Ockham");
    const catalogue = (await get("/api/debates/config/catalogue")).json();
    expect(catalogue.topics).toHaveLength(12);
    expect(catalogue.philosophers).toHaveLength(15);
    expect(catalogue.philosophers.find((p: { key: string }) => p.key === "hume").theses.causation).toMatch(
      /constant conjunction/,
    );
  });
});

describe("debates API", () => {
  it("creates, lists, reads and deletes a debate; a new one is in setup at turn 0", async () => {
    const d = await newDebate({ educationLevel: "high_school" });
    expect(d).toMatchObject({ status: "setup", currentTurn: 0, maxTurns: 4, educationLevel: "high" });
    const list = (await get("/api/debates")).json() as { id: string }[];
    expect(list.map((x) => x.id)).toContain(d.id);
    expect((await get(`/api/debates/${d.id}`)).json().title).toBe("Can reason reach God?");
    expect((await t.app.inject({ method: "DELETE", url: `/api/debates/${d.id}` })).statusCode).toBe(204);
    expect((await get(`/api/debates/${d.id}`)).statusCode).toBe(404);
    expect((await get(`/api/debates/${d.id}/arguments`)).statusCode).toBe(404);
  });

  it("rejects what a client can get wrong with the form's messages", async () => {
    const empty = await post("/api/debates", { title: " ", topic: "justice", opponentPhilosopher: "kant" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Title is required");
    const long = await post("/api/debates", {
      title: "x".repeat(201),
      topic: "justice",
      opponentPhilosopher: "kant",
    });
    expect(long.json().message).toContain("Title must be less than 200 characters");
    const noOpponent = await post("/api/debates", { title: "T", topic: "justice", opponentPhilosopher: "" });
    expect(noOpponent.json().message).toContain("Opponent philosopher is required");
    const turns = await post("/api/debates", {
      title: "T",
      topic: "justice",
      opponentPhilosopher: "kant",
      maxTurns: 21,
    });
    expect(turns.statusCode).toBe(400);
    expect((await get("/api/debates/not-a-uuid")).statusCode).toBe(400);
  });
});

describe("turn engine", () => {
  it("lets Aquinas open, alternates, refuses the wrong speaker with 409 and completes at maxTurns", async () => {
    const d = await newDebate();
    const early = await argue(d.id, "opponent");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("It is Saint Thomas Aquinas's turn.");

    const first = argumentSchema.parse((await argue(d.id, "aquinas")).json());
    expect(first).toMatchObject({ speaker: "aquinas", turnNumber: 1 });
    expect(expectVerbatim(first.content)).toBeGreaterThanOrEqual(2);
    expect(first.content).toMatch(/the view I answer, not my own/);
    expect(first.citations?.some((c) => c.sectionKind === "reply")).toBe(true);
    expect(first.analysis).toMatch(/^Claim: /m);
    expect(first.analysis).toMatch(/^Weakest point: /m);
    expect((await get(`/api/debates/${d.id}`)).json()).toMatchObject({ status: "active", currentTurn: 1 });

    expect((await argue(d.id, "aquinas")).statusCode).toBe(409);
    expect((await argue(d.id, "user", { content: "I object." })).statusCode).toBe(409);

    const second = argumentSchema.parse((await argue(d.id, "opponent")).json());
    if (process.env.SHOW_TURNS)
      console.log(
        `${first.content}\n---\n${first.analysis}\n---\n${second.content}\n---\n${second.analysis}`,
      );
    expect(second).toMatchObject({ speaker: "opponent", turnNumber: 2 });
    expect(second.content).toMatch(/^\*\*Summary of Plato's view\*\* \(in our words, not a quotation\)/);
    expect(second.content).not.toMatch(/“/);
    expect(second.analysis).toMatch(/Answers: Saint Thomas Aquinas, turn 1/);

    const third = argumentSchema.parse((await argue(d.id, "aquinas")).json());
    expect(third.content).toContain("Plato has argued:");
    expectVerbatim(third.content);
    await argue(d.id, "opponent");
    expect((await get(`/api/debates/${d.id}`)).json()).toMatchObject({ status: "completed", currentTurn: 4 });
    const done = await argue(d.id, "aquinas");
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe("This debate is complete.");
    const list = (await get(`/api/debates/${d.id}/arguments`)).json() as {
      turnNumber: number;
      speaker: string;
    }[];
    expect(list.map((a) => `${a.turnNumber}${a.speaker}`)).toEqual([
      "1aquinas",
      "2opponent",
      "3aquinas",
      "4opponent",
    ]);
  });

  it("stores exactly one argument when the same turn is asked for twice at once", async () => {
    const d = await newDebate();
    const results = await Promise.all([
      argue(d.id, "aquinas"),
      argue(d.id, "aquinas"),
      argue(d.id, "aquinas"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const list = (await get(`/api/debates/${d.id}/arguments`)).json() as unknown[];
    expect(list).toHaveLength(1);
    expect((await get(`/api/debates/${d.id}`)).json().currentTurn).toBe(1);
  });

  it("lets the user argue only when the opponent is the user, with a non-empty trimmed text", async () => {
    const d = await newDebate({ opponentPhilosopher: "user", topic: "natural_law" });
    expect((await argue(d.id, "aquinas")).statusCode).toBe(201);
    expect((await argue(d.id, "opponent")).statusCode).toBe(409);
    const blank = await argue(d.id, "user", { content: "   " });
    expect(blank.statusCode).toBe(400);
    const mine = await argue(d.id, "user", {
      content:
        "  Laws are only customs. Because peoples disagree about right and wrong, no law is natural.  ",
    });
    expect(mine.statusCode).toBe(201);
    const arg = argumentSchema.parse(mine.json());
    expect(arg.content).toBe(
      "Laws are only customs. Because peoples disagree about right and wrong, no law is natural.",
    );
    expect(arg.analysis).toMatch(/Claim: Laws are only customs\./);
    expect(arg.analysis).toMatch(/Sources: none/);
    const reply = argumentSchema.parse((await argue(d.id, "aquinas")).json());
    expect(reply.content).toContain("You have argued: Laws are only customs.");
    expectVerbatim(reply.content);
  });

  it("when the opponent defends, Aquinas opens by attacking his thesis", async () => {
    const d = await newDebate({
      opponentPhilosopher: "hume",
      aquinasDefends: false,
      educationLevel: "elementary",
    });
    const first = argumentSchema.parse(
      (await argue(d.id, "aquinas", { educationLevel: "elementary" })).json(),
    );
    expect(first.content).toMatch(/^David Hume defends the thesis I oppose\./);
    expect(first.analysis).toMatch(/^Main idea: /m);
    expectVerbatim(first.content);
  });
});

describe("debate materials", () => {
  it("builds each of the ten types from the debate's arguments, and refuses an empty debate", async () => {
    const d = await newDebate({ maxTurns: 2 });
    const empty = await post(`/api/debates/${d.id}/materials/generate`, { materialType: "debate_summary" });
    expect(empty.statusCode).toBe(409);
    await argue(d.id, "aquinas");
    await argue(d.id, "opponent");
    const types = [
      "debate_summary",
      "argument_analysis",
      "debate_scorecard",
      "teaching_guide",
      "classroom_discussion",
      "summary",
      "worksheet",
      "quiz",
      "flashcards",
      "study_guide",
    ];
    for (const materialType of types) {
      const res = await post(`/api/debates/${d.id}/materials/generate`, {
        materialType,
        educationLevel: "high_school",
      });
      expect(res.statusCode, materialType).toBe(200);
      const m = res.json();
      expect(m).toMatchObject({ materialType, educationLevel: "high" });
      expect(m.content).toContain("Can reason reach God?");
      expect(m.description).toContain("High School");
    }
    const summary = (await post(`/api/debates/${d.id}/materials/generate`, {})).json();
    expect(summary.materialType).toBe("debate_summary");
    expect(summary.content).toMatch(/Turn 1 — Saint Thomas Aquinas/);
    expect(summary.content).toMatch(/Turn 2 — Plato/);
    expect(summary.content).toContain("ST I, q. 2, a. 3");

    const card = (
      await post(`/api/debates/${d.id}/materials/generate`, { materialType: "debate_scorecard" })
    ).json();
    // Aquinas quotes verbatim texts; Plato's turn (no texts in this library) is a summary: grounding differs.
    expect(card.content).toMatch(/## Saint Thomas Aquinas — \d+ \/ 16/);
    expect(card.content).toMatch(/Grounding in texts\*\* \(verbatim quotations per turn\): [34] \/ 4/);
    expect(card.content).toMatch(
      /## Plato — \d+ \/ 16\n- \*\*Grounding in texts\*\* \(verbatim quotations per turn\): 1 \/ 4 — 0 quotations/,
    );
  });

  it("changes the content with the level: plain answers and one short quotation young, article shape and Latin at college", async () => {
    const d = await newDebate({ maxTurns: 2 });
    const first = argumentSchema.parse((await argue(d.id, "aquinas")).json());
    await argue(d.id, "opponent");
    const article = await t.ctx.debateSources?.loadArticle(t.database.db, "ST I, q. 2, a. 3");
    const digest = article?.digest;
    expect(digest).toBeTruthy();
    expect(first.citations?.some((c) => c.reference?.startsWith("ST I, q. 2, a. 3,"))).toBe(true);
    const material = async (educationLevel: string) =>
      (
        await post(`/api/debates/${d.id}/materials/generate`, {
          materialType: "debate_summary",
          educationLevel,
        })
      ).json().content as string;
    const young = await material("elementary");
    const college = await material("college");
    const quotations = (text: string) => [...text.matchAll(/^> “([^”]+)” \(([^)]+)\)$/gm)];

    expect(young).toContain(digest?.plain.child);
    expect(young).not.toContain(digest?.plain.adult);
    expect(quotations(young)).toHaveLength(1);
    expect(young).not.toMatch(/shape of the article|Latin/);

    expect(college).toContain(digest?.plain.adult);
    expect(college).toMatch(
      /## The shape of the article\n[\s\S]*ST I, q\. 2, a\. 3 — \*[^*]+\*: \d+ objections → On the contrary/,
    );
    expect(college).toMatch(/Latin \(ST I, q\. 2, a\. 3, co\.\): \*Respondeo dicendum/);
    const long = quotations(college);
    expect(long.length).toBeGreaterThan(quotations(young).length);
    // Every quotation at every level is verbatim in the passage it names; the young one is the shorter.
    for (const [, text, reference] of [...long, ...quotations(young)])
      expect(PASSAGES.find((p) => p.reference === reference)?.content).toContain(text);
    const youngQuote = quotations(young)[0]?.[1] ?? "";
    const collegeSame = long.find((m) => m[2] === quotations(young)[0]?.[2])?.[1] ?? "";
    expect(youngQuote.length).toBeLessThanOrEqual(collegeSame.length);
  });
});

describe("a debate whose topic no article answers", () => {
  it("answers Aquinas' turn with a 409 that says why, not a server error, and keeps the debate as it was", async () => {
    const empty = await createTestApp();
    try {
      const created = await empty.app.inject({
        method: "POST",
        url: "/api/debates",
        payload: { title: "Nothing to quote", topic: "existence_of_god", opponentPhilosopher: "plato" },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const res = await empty.app.inject({
        method: "POST",
        url: `/api/debates/${id}/arguments`,
        payload: { speaker: "aquinas", educationLevel: "college" },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: "conflict",
        message: expect.stringContaining("found no article of the Summa on this debate's topic"),
      });
      const turns = await empty.app.inject({ method: "GET", url: `/api/debates/${id}/arguments` });
      expect(turns.json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
