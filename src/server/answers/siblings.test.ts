import { describe, expect, it } from "vitest";
import type { EducationLevel } from "../../common/education/levels.js";
import { composeAnswer } from "./composer-engine.js";
import { fixtureSources } from "./fixtures/fixture-sources.js";
import { ground, questionOf } from "./gather.js";
import type { KnowledgeSources } from "./types.js";

const GOD = "Can reason prove that God exists?";
const FIVE_WAYS = "ST I, q. 2, a. 3";

/**
 * The fixtures, except that the overall ranking never shows the article of the five ways: as when
 * articles of other questions crowd it out of the top five. Only a search within its question finds it.
 */
function crowdedSources(): KnowledgeSources {
  const fixtures = fixtureSources();
  return {
    ...fixtures,
    retrieve: async (db, query) => {
      const found = await fixtures.retrieve(db, query);
      return query.withinQuestion ? found : found.filter((a) => a.articleRef !== FIVE_WAYS);
    },
  };
}

const ask = (level: EducationLevel) =>
  composeAnswer(crowdedSources(), {
    question: GOD,
    recent: [],
    educationLevel: level,
    responseStyle: "balanced",
    languagePreferences: { primary: "en", showOriginalLatin: true, showTranslations: false },
  });

describe("neighbouring articles of the same question", () => {
  it("names the question an article of the Summa belongs to", () => {
    expect(questionOf("ST I, q. 2, a. 3")).toBe("ST I, q. 2");
    expect(questionOf("ST I-II, q. 94, a. 2")).toBe("ST I-II, q. 94");
    expect(questionOf("ST Suppl., q. 75, a. 1")).toBe("ST Suppl., q. 75");
    expect(questionOf("SCG I, c. 13")).toBeNull();
  });

  it("finds the sibling articles by ranking the main article's question on its own", async () => {
    const grounding = await ground(crowdedSources(), GOD, [], { siblings: 2 });
    expect(grounding.main?.articleRef).toBe("ST I, q. 2, a. 2");
    expect(grounding.related.map((a) => a.articleRef)).not.toContain(FIVE_WAYS);
    expect(grounding.siblings.map((a) => a.articleRef)).toContain(FIVE_WAYS);
    expect(grounding.siblings.map((a) => a.articleRef)).not.toContain("ST I, q. 2, a. 2");
    // The sibling's answer is among the numbered sources, so the guard lets its quotation stand.
    expect(grounding.sources.some((s) => s.reference === `${FIVE_WAYS}, co.`)).toBe(true);
    expect((await ground(crowdedSources(), GOD, [])).siblings).toEqual([]);
  });

  it("quotes the five ways at college level though the overall ranking left them out", async () => {
    const { result } = await ask("college");
    const cited = result.citations.find((c) => c.reference === `${FIVE_WAYS}, co.`);
    expect(cited?.relevantText).toMatch(/can be proved in five ways/);
    expect(cited?.translations.find((t) => t.language === "la")?.text).toMatch(/^Respondeo dicendum/);
    expect(result.content).toMatch(/In the next article I ask whether God exists/);
  });

  it("keeps the elementary reply to its one article", async () => {
    const { result } = await ask("elementary");
    expect(result.citations.map((c) => c.reference)).not.toContain(`${FIVE_WAYS}, co.`);
  });
});
