import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { PHILOSOPHER_KEYS, TOPIC_KEYS } from "../../common/debates/catalogue.js";
import { argumentSchema, type DebateArgument, debateSchema } from "../../common/debates/contract.js";
import { PHILOSOPHER_PROFILES, TOPIC_INFO } from "../../common/debates/profiles.js";
import type { ArticleDigest } from "../../common/knowledge-base/digest.js";

/** Opponents whose own works on the debated topic the library holds in full. */
const QUOTED_ON_TOPIC = new Set(["plato", "aristotle", "hume", "kant", "nietzsche", "spinoza"]);

/** One full debate per opponent over a copy of the whole imported corpus. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_PROVIDER: "none" }, { corpus: true });
}, 600_000);
afterAll(async () => {
  await t?.close();
});

type Row = {
  content: string;
  author: string;
  section_kind: string;
  article_ref: string;
};
async function passage(reference: string): Promise<Row | undefined> {
  const r = await t.database.db.execute<Row>(
    sql`select content, author, section_kind, article_ref from knowledge_base where reference = ${reference} and language = 'en' limit 1`,
  );
  return r.rows[0];
}
async function digest(articleRef: string): Promise<ArticleDigest | undefined> {
  const r = await t.database.db.execute<{ digest: ArticleDigest }>(
    sql`select digest from kb_article_digests where article_ref = ${articleRef}`,
  );
  return r.rows[0]?.digest;
}

const VERDICT = { yes: "yes", no: "no", distinguishes: "with a distinction" } as const;

/**
 * Every text a turn quotes (its citations' relevantText, parts joined by " … ") stands in the turn between
 * quotation marks and is verbatim in the passage its reference names, by the given authors. Returns the
 * passages quoted.
 */
async function checkQuotations(a: DebateArgument, authors: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const c of a.citations ?? []) {
    if (c.sectionKind === "summary") {
      expect(c.relevantText, "a summarised view quotes nothing").toBeUndefined();
      continue;
    }
    const row = await passage(c.reference as string);
    expect(row, `reference ${c.reference}`).toBeDefined();
    expect(authors).toContain(row?.author.toLowerCase());
    for (const part of (c.relevantText ?? "").split(" … ")) {
      expect(row?.content).toContain(part);
      if (c.sectionKind === "objection") expect(a.content).not.toContain(part);
      else expect(a.content).toContain(`“${part}`);
    }
    if (c.sectionKind !== "objection") rows.push(row as Row);
  }
  return rows;
}

async function checkAquinas(a: DebateArgument) {
  const rows = await checkQuotations(a, ["thomas aquinas"]);
  expect(rows.length).toBeGreaterThanOrEqual(1);
  for (const r of rows) expect(r.section_kind).not.toBe("objection");
  expect(a.citations?.some((c) => c.sectionKind === "objection")).toBe(true);
  expect(a.content).toContain("the view I answer, not my own");
  const d = await digest(rows[0]?.article_ref ?? "");
  expect(d, `digest of ${rows[0]?.article_ref}`).toBeDefined();
  if (d) {
    expect(a.content).toContain(`I answer ${VERDICT[d.verdict]}.`);
    expect(a.content).toContain(d.plain.adult);
  }
}

async function checkOpponent(a: DebateArgument, key: (typeof PHILOSOPHER_KEYS)[number]) {
  const profile = PHILOSOPHER_PROFILES[key];
  expect(
    a.content.startsWith(`**Summary of ${profile.name}'s view** (in our words, not a quotation): `),
  ).toBe(true);
  expect(a.citations?.filter((c) => c.sectionKind === "summary").length).toBeGreaterThan(0);
  const quoted = await checkQuotations(
    a,
    profile.authors.map((x) => x.toLowerCase()),
  );
  if (quoted.length === 0) expect(a.content).toMatch(/is a summary|as a summary/);
  return quoted.length;
}

describe("debates on the real corpus", () => {
  it("finds every topic's central articles of the Summa, each with objections and replies", async () => {
    for (const topic of TOPIC_KEYS)
      for (const ref of TOPIC_INFO[topic].articles) {
        const r = await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from knowledge_base where article_ref = ${ref} and section_kind in ('objection', 'reply')`,
        );
        expect(r.rows[0]?.n, ref).toBeGreaterThanOrEqual(2);
      }
  });

  it.each(PHILOSOPHER_KEYS.map((key, i) => [key, TOPIC_KEYS[i % TOPIC_KEYS.length] as string] as const))(
    "runs a full debate against %s on %s: quotations verbatim with the right author, summaries labelled",
    async (key, topic) => {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/debates",
        payload: { title: `${key} on ${topic}`, topic, opponentPhilosopher: key, maxTurns: 4 },
      });
      const debate = debateSchema.parse(created.json());
      let quotes = 0;
      for (let turn = 1; turn <= 4; turn++) {
        const res = await t.app.inject({
          method: "POST",
          url: `/api/debates/${debate.id}/arguments`,
          payload: { speaker: turn % 2 ? "aquinas" : "opponent", educationLevel: "college" },
        });
        expect(res.statusCode, res.body).toBe(201);
        const a = argumentSchema.parse(res.json());
        if (a.speaker === "aquinas") await checkAquinas(a);
        else quotes += await checkOpponent(a, key);
        expect(a.analysis).toMatch(/^Claim: .+\nPremises: /);
      }
      const done = (await t.app.inject({ method: "GET", url: `/api/debates/${debate.id}` })).json();
      expect(done).toMatchObject({ status: "completed", currentTurn: 4 });
      // Where the library holds his works, he is quoted at least once in the debate.
      if (QUOTED_ON_TOPIC.has(key)) expect(quotes, `${key} quoted`).toBeGreaterThan(0);
    },
    60_000,
  );
});
