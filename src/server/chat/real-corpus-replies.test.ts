import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { sendMessageResponseSchema } from "../../common/conversations/contract.js";
import type { EducationLevel } from "../../common/education/levels.js";
import { fleschKincaidGrade } from "../answers/readability.js";

/**
 * The chat API with no model configured, over a copy of the whole imported corpus: what a learner
 * reads on first running the product.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_PROVIDER: "none" }, { corpus: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const GOD = "Can reason prove that God exists?";

async function ask(question: string, educationLevel: EducationLevel, conversation?: string) {
  const id = conversation ?? (await newConversation());
  const res = await t.app.inject({
    method: "POST",
    url: `/api/conversations/${id}/messages`,
    payload: {
      content: question,
      educationLevel,
      responseStyle: "balanced",
      languagePreferences: { primary: "en", showOriginalLatin: true, showTranslations: false },
    },
  });
  expect(res.statusCode).toBe(201);
  return sendMessageResponseSchema.parse(res.json()).assistantMessage;
}

async function newConversation(): Promise<string> {
  const created = await t.app.inject({ method: "POST", url: "/api/conversations", payload: {} });
  return (created.json() as { id: string }).id;
}

/** The article of a citation ("ST I, q. 50, a. 4" of "ST I, q. 50, a. 4, co."). */
const articleOf = (reference: string | undefined) => reference?.replace(/, (?:co|obj|ad|s\.c)\b.*$/, "");

/** The reply without its quotations (block quotes) and headings: the sentences he adds in explaining. */
const ownWords = (content: string) =>
  content
    .split("\n")
    .filter((line) => !line.startsWith(">") && !/^(?:\*\*[^*]+\*\*|#+ .*)$/.test(line.trim()))
    .join("\n");
const quotationCount = (content: string) => content.split("\n").filter((l) => l.startsWith(">")).length;

describe("replies from the whole corpus with no model", () => {
  it(`answers "${GOD}" at college level as Aquinas, quoting I q. 2, a. 3 with its Latin`, async () => {
    const reply = await ask(GOD, "college");
    expect(reply).toMatchObject({ role: "assistant", engine: "composer", confidence: "high" });
    expect(reply.content).toMatch(/\bI (?:ask|answer|hold|wrote)\b/);
    const fiveWays = reply.citations?.find((c) => c.reference === "ST I, q. 2, a. 3, co.");
    expect(fiveWays).toBeDefined();
    expect(fiveWays?.relevantText).toMatch(/existence of God can be proved in five ways/);
    expect(reply.content).toContain(fiveWays?.relevantText.replace(/ …$/, "").slice(0, 60));
    const latin = fiveWays?.translations.find((tr) => tr.language === "la");
    expect(latin?.text).toMatch(/^Respondeo dicendum/);
    expect(latin?.text).toMatch(/quinque viis/);
  });

  it("writes for a child at elementary level and for a scholar at scholar level", async () => {
    const child = await ask(GOD, "elementary");
    const scholar = await ask(GOD, "scholar");
    expect(child.confidence).toBe("high");
    expect(scholar.confidence).toBe("high");

    // A child gets a few short sentences and at most one short quotation.
    expect(quotationCount(child.content)).toBeLessThanOrEqual(1);
    expect(child.citations?.length).toBeLessThanOrEqual(2);
    expect(fleschKincaidGrade(ownWords(child.content))).toBeLessThanOrEqual(5);
    expect(child.content).not.toMatch(/Objection \d/);

    // A scholar gets the scholastic form: objections labelled as the view he answers, his replies,
    // the Latin of his answer, the neighbouring articles and cross-references.
    expect(scholar.content.length).toBeGreaterThan(child.content.length * 3);
    expect(scholar.content).toMatch(/Objection 1, the view I answer, not my own/);
    expect(scholar.content).toMatch(/Reply to Objection 1/);
    expect(scholar.content).toMatch(/Respondeo dicendum/);
    expect(scholar.content).toMatch(/See also /);
    const references = scholar.citations?.map((c) => c.reference) ?? [];
    expect(references).toEqual(expect.arrayContaining(["ST I, q. 2, a. 3, co.", "ST I, q. 2, a. 2, ad 1"]));
    expect(fleschKincaidGrade(ownWords(scholar.content))).toBeGreaterThan(
      fleschKincaidGrade(ownWords(child.content)) + 2,
    );
  });

  it("says plainly that he never treated a matter of our day, then quotes the principles chosen for its kind", async () => {
    const reply = await ask("can a robot have real feelings", "high");
    expect(reply.content).toMatch(/I did not treat this question/);
    const references = reply.citations?.map((c) => c.reference) ?? [];
    // Whether the mind is incorporeal, and what it is to be alive, whatever articles lie nearest by words.
    expect(references).toEqual(expect.arrayContaining(["ST I, q. 75, a. 2, co.", "ST I, q. 18, a. 1, co."]));
    // How those who follow him would apply them, said to be theirs.
    expect(reply.content).toMatch(/the reasoning is theirs, not something I wrote: a machine that computes/);
  });

  it("reads a follow-up's pronoun as the subject of the question before it", async () => {
    const id = await newConversation();
    await ask("how many angels are there?", "high", id);
    const reply = await ask(
      "are they all basically the same kind of thing or is each one different?",
      "high",
      id,
    );
    expect(articleOf(reply.citations?.[0]?.reference)).toBe("ST I, q. 50, a. 4");
  });

  it("answers a circumstance from the objection and reply of the article before that weigh it", async () => {
    const id = await newConversation();
    const first = await ask("is lying always wrong?", "high", id);
    expect(articleOf(first.citations?.[0]?.reference)).toBe("ST II-II, q. 110, a. 3");
    const reply = await ask("what about lying to save someone's life?", "high", id);
    expect(articleOf(reply.citations?.[0]?.reference)).toBe("ST II-II, q. 110, a. 3");
    const answer = reply.citations?.find((c) => c.reference === "ST II-II, q. 110, a. 3, ad 4");
    expect(answer?.relevantText).toMatch(
      /not lawful to tell a lie in order to deliver another from any danger/,
    );
  });

  it("claims no high confidence for the nearest question he asked", async () => {
    const reply = await ask("does god love some people more than others?", "high");
    expect(reply.content).toMatch(/The nearest question I asked was whether/);
    expect(reply.confidence).toBe("low");
  });

  it("offers a next step that meets the question, and explains only how the body argues", async () => {
    // The passions come first among the other articles found for "feel better"; the next article of the
    // question on lying is offered instead.
    const lie = await ask("is it ever ok to tell a lie if it makes someone feel better?", "high");
    expect(lie.content).toMatch(
      /To go further: whether every lie is a mortal sin\. See ST II-II, q\. 110, a\. 4\./,
    );
    // "Since it cannot go on to infinity" stands in the reply to the first objection of I-II, q. 109, a. 2,
    // not in its body: no note on a chain that cannot go back forever.
    const grace = await ask("do I need grace to be good?", "middle");
    expect(articleOf(grace.citations?.[0]?.reference)).toBe("ST I-II, q. 109, a. 2");
    expect(grace.content).not.toMatch(/cannot go back forever/);
  });

  it("answers a question about his own life from the timeline, not from an article on Christ's birth", async () => {
    const reply = await ask("when were you born and where did you study?", "middle");
    expect(reply.content).toMatch(/^Of my own life I wrote nothing in the works I answer from/);
    expect(reply.content).toContain("Roccasecca");
    expect(reply.content).toContain("Naples");
    expect(reply.content).not.toMatch(/nativity/i);
  });
});
