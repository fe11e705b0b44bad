import { describe, expect, it } from "vitest";
import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import { EDUCATION_LEVELS, type EducationLevel } from "../../../common/education/levels.js";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import { composeAnswer } from "../composer-engine.js";
import { FIXTURE_ARTICLES, fixtureSources } from "../fixtures/fixture-sources.js";
import digests from "../fixtures/sample-digests.json" with { type: "json" };
import { occursVerbatim } from "../guard/normalise.js";
import { fleschKincaidGrade } from "../readability.js";
import type { AnswerRequest } from "../types.js";

const GOD = "Does God really exist?";
const ask = (
  question: string,
  level: EducationLevel = "college",
  style: ResponseStyle = "balanced",
  extra: Partial<AnswerRequest> = {},
) =>
  composeAnswer(fixtureSources(), {
    question,
    recent: [],
    educationLevel: level,
    responseStyle: style,
    languagePreferences: { primary: "en", showOriginalLatin: true, showTranslations: false },
    ...extra,
  });

const allPassages = FIXTURE_ARTICLES.flatMap((a) =>
  a.passages.flatMap((p) => [
    p,
    ...p.scripture.map((v) => ({ ...v, latin: v.latin ? { content: v.latin } : null })),
  ]),
);

/** Every “quotation” followed by its (reference) in the reply, with the reference. */
function quotations(text: string): { quote: string; reference: string }[] {
  return [...text.matchAll(/“([^”]+)”\s*\(([^)]+)\)/g)].map((m) => ({ quote: m[1]!, reference: m[2]! }));
}

describe("grounded composer", () => {
  it("answers the college question as Aquinas, quoting ST I, q. 2, a. 3 with its Latin", async () => {
    const { result } = await ask(GOD);
    expect(result.engine).toBe("composer");
    expect(result.confidence).toBe("high");
    expect(result.content).toMatch(/\bI\b/);
    expect(result.content).toContain(
      "“I answer that, The existence of God can be proved in five ways.” (ST I, q. 2, a. 3, co.)",
    );
    const co = result.citations.find((c) => c.reference === "ST I, q. 2, a. 3, co.");
    expect(co?.translations[0]?.language).toBe("la");
    expect(co?.translations[0]?.text).toMatch(
      /^Respondeo dicendum quod Deum esse quinque viis probari potest/,
    );
    expect(result.content).toMatch(/The second way is from the nature of the efficient cause/);
    expect(
      result.citations.some((c) => c.reference === "Ex. 3:14" && c.relevantText.includes("I AM WHO AM")),
    ).toBe(true);
  });

  it("quotes every passage verbatim under the reference it came from, at every level and style", async () => {
    for (const level of EDUCATION_LEVELS) {
      for (const style of ["conversational", "educational", "balanced"] as const) {
        for (const question of [
          GOD,
          "What is synderesis?",
          "Does the natural law have many precepts?",
          "Is God simple?",
        ]) {
          const { result } = await ask(question, level, style);
          const found = quotations(result.content);
          expect(found.length).toBeGreaterThan(0);
          for (const { quote, reference } of found) {
            const passage = allPassages.find((p) => p.reference === reference);
            expect(passage, reference).toBeDefined();
            const inEnglish = occursVerbatim(quote, passage!.content);
            const inLatin = passage!.latin ? occursVerbatim(quote, passage!.latin.content) : false;
            expect(inEnglish || inLatin, `${level}/${style}: ${quote}`).toBe(true);
          }
        }
      }
    }
  });

  it("writes for a child at elementary and for a scholar at scholar level", async () => {
    const child = (await ask(GOD, "elementary")).result.content;
    const scholar = await ask(GOD, "scholar");
    expect(quotations(child)).toHaveLength(1);
    expect(child).not.toMatch(/Objection/);
    expect(fleschKincaidGrade((await ask(GOD, "elementary")).explanatory)).toBeLessThanOrEqual(5);
    expect(scholar.result.content).toMatch(
      /“Respondeo dicendum quod Deum esse quinque viis probari potest\.”/,
    );
    // A Latin gloss is given only for a word of the Latin actually shown.
    const shownLatin = scholar.result.content
      .split("\n")
      .filter((l) => l.startsWith(">"))
      .join(" ");
    for (const [, word] of scholar.result.content.matchAll(/Latin: (\w+)/g))
      expect(shownLatin).toContain(word);
    expect(scholar.result.content).toMatch(/To objection 2:/);
    expect(scholar.result.content).toMatch(
      /In the article before I ask whether it can be demonstrated that God exists/,
    );
    expect(scholar.result.content).toMatch(/See also ST [IV-]+, q\. \d+, a\. \d+/);
    expect(scholar.result.content.length).toBeGreaterThan(child.length * 4);
  });

  it("tells a child which of his words say yes or no, and quotes those words", async () => {
    const sample = (digests as ArticleDigest[]).find((d) => d.ref === "ST I, q. 2, a. 3");
    expect(sample?.verdict).toBe("yes");
    const lines = (await ask(GOD, "elementary")).result.content.split("\n").filter(Boolean);
    const at = lines.indexOf("Here are my words that say yes.");
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toContain(sample?.answerSentence.slice(0, 40));
  });

  it("grows longer and denser with each level", async () => {
    const lengths: number[] = [];
    for (const level of EDUCATION_LEVELS) lengths.push((await ask(GOD, level)).result.content.length);
    for (let i = 1; i < lengths.length; i++) expect(lengths[i]!).toBeGreaterThan(lengths[i - 1]!);
    const middle = await ask(GOD, "middle");
    const high = await ask(GOD, "high");
    expect(fleschKincaidGrade(middle.explanatory)).toBeLessThanOrEqual(8);
    expect(fleschKincaidGrade(high.explanatory)).toBeLessThanOrEqual(10);
  });

  it("makes the three styles visibly different", async () => {
    const [conversational, educational, balanced] = await Promise.all(
      (["conversational", "educational", "balanced"] as const).map(
        async (s) => (await ask(GOD, "high", s)).result.content,
      ),
    );
    expect(educational).toMatch(/^## The question/m);
    expect(educational).toMatch(/^## Key terms/m);
    expect(educational).toMatch(/^- \*\*/m);
    expect(conversational).not.toMatch(/^##|^- \*\*|^\*\*/m);
    expect(conversational).toMatch(/When I speak of/);
    expect(balanced).not.toMatch(/^##/m);
    expect(balanced).toMatch(/^\*\*My answer\*\*$/m);
    expect(new Set([conversational, educational, balanced]).size).toBe(3);
  });

  it("labels an objection as the view he answers and follows it with his reply", async () => {
    const { result } = await ask(GOD, "high", "balanced");
    const lines = result.content.split("\n").filter(Boolean);
    const at = lines.findIndex((l) => l.includes("(ST I, q. 2, a. 3, obj. 1)"));
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toMatch(/the view I answer, not my own/);
    expect(lines.slice(at + 1).join("\n")).toMatch(/\(ST I, q\. 2, a\. 3, ad 1\)/);
    expect(result.citations.find((c) => c.reference.endsWith("obj. 1"))?.sectionKind).toBe("objection");
  });

  it("says plainly when he did not treat a question, and offers the nearest he did", async () => {
    const { result } = await ask("Is the moon made of green cheese?");
    expect(result.content).toMatch(/did not treat this question/);
    expect(result.confidence).toBe("low");
    expect(result.citations).toEqual([]);
    const near = await ask("Is there a proof of God's being from the motion of things?");
    expect(near.result.confidence).toBe("high");
  });

  it("names the thing of our day he never wrote of, in the learner's words", async () => {
    const { result } = await ask("Should kids have smartphones and social media?");
    expect(result.content).toMatch(
      /I never wrote of smartphones and social media: I did not treat this question/,
    );
    const child = (await ask("Should kids have smartphones?", "elementary")).result;
    expect(child.content).toMatch(/I never wrote about smartphones, so I will not pretend/);
    const plain = (await ask("Is the moon made of green cheese?")).result;
    expect(plain.content).not.toMatch(/I never wrote of/);
  });

  it("meets greetings and off-topic messages in character, without a passage", async () => {
    const hello = (await ask("Hello!")).result;
    expect(hello.content).toMatch(/I am Thomas/);
    expect(hello.citations).toEqual([]);
    const weather = (await ask("What will the weather be like tomorrow?")).result;
    expect(weather.content).toMatch(/outside anything I wrote/);
    expect(weather.content).not.toMatch(/“/);
  });

  it("gives the Latin first when Latin is the primary language, and never invents other tongues", async () => {
    const latin = (
      await ask(GOD, "college", "balanced", {
        languagePreferences: { primary: "la", showOriginalLatin: false, showTranslations: false },
      })
    ).result;
    const first = quotations(latin.content)[0];
    expect(first?.quote).toBe("Respondeo dicendum quod Deum esse quinque viis probari potest.");
    expect(latin.citations[0]?.translations[0]?.language).toBe("la");
    const noLatin = (
      await ask(GOD, "college", "balanced", {
        languagePreferences: { primary: "en", showOriginalLatin: false, showTranslations: false },
      })
    ).result;
    expect(noLatin.citations.every((c) => c.translations.length === 0)).toBe(true);
    const french = (
      await ask(GOD, "college", "balanced", {
        languagePreferences: { primary: "fr", showOriginalLatin: true, showTranslations: true },
      })
    ).result;
    expect(french.content).toMatch(/English and in the Latin/);
  });

  it("is deterministic for the same input", async () => {
    const a = await ask(GOD, "graduate", "educational");
    const b = await ask(GOD, "graduate", "educational");
    expect(b).toEqual(a);
  });
});
