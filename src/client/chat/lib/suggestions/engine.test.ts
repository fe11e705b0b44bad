import { EDUCATION_LEVELS } from "@common/education/levels";
import { describe, expect, it } from "vitest";
import { bankQuestions, LEVEL_BANKS } from "./banks";
import { followUpSuggestions, openingSuggestions, rankCategories } from "./engine";
import { FOLLOW_UPS } from "./follow-ups";
import { pruneUsed, rememberUsed } from "./used-suggestions";

/** A repeatable pseudo-random sequence so each case is deterministic. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("level banks", () => {
  it("hold 10 general and 6 per category, all distinct questions, for all six levels", () => {
    const all: string[] = [];
    for (const level of EDUCATION_LEVELS) {
      const bank = LEVEL_BANKS[level];
      expect([
        bank.general.length,
        bank.theological.length,
        bank.philosophical.length,
        bank.ethical.length,
      ]).toEqual([10, 6, 6, 6]);
      all.push(...bankQuestions(level));
    }
    expect(new Set(all).size).toBe(all.length);
    for (const q of all) expect(q).toMatch(/\?$/);
  });
});

describe("opening suggestions", () => {
  it("gives 3 or 4 distinct questions from the level's bank", () => {
    const counts = new Set<number>();
    for (let seed = 1; seed < 40; seed++) {
      const { questions } = openingSuggestions("high", [], seeded(seed));
      counts.add(questions.length);
      expect(new Set(questions).size).toBe(questions.length);
      for (const q of questions) expect(bankQuestions("high")).toContain(q);
    }
    expect([...counts].sort()).toEqual([3, 4]);
  });

  it("leaves out used questions", () => {
    const used = bankQuestions("college").slice(0, 20);
    for (let seed = 1; seed < 20; seed++) {
      const { questions } = openingSuggestions("college", used, seeded(seed));
      for (const q of questions) expect(used).not.toContain(q);
    }
  });

  it("clears the older half of the memory when fewer than 3 remain and more than 20 were used", () => {
    const pool = bankQuestions("middle");
    const used = pool.slice(0, 26);
    const { questions, used: memory } = openingSuggestions("middle", used, seeded(3));
    expect(memory).toEqual(used.slice(13));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    for (const q of questions) expect(memory).not.toContain(q);
  });
});

describe("used memory", () => {
  it("keeps the order of choice and applies the clearing rule only past both thresholds", () => {
    expect(rememberUsed(["a", "b"], "a")).toEqual(["b", "a"]);
    const many = Array.from({ length: 21 }, (_, i) => `q${i}`);
    expect(pruneUsed(many, 2)).toEqual(many.slice(10));
    expect(pruneUsed(many, 3)).toEqual(many);
    expect(pruneUsed(many.slice(0, 20), 0)).toHaveLength(20);
  });
});

describe("follow-up suggestions", () => {
  const talk = (user: string, assistant: string) => [
    { role: "user" as const, content: user },
    { role: "assistant" as const, content: assistant },
  ];

  it("ranks categories by weighted keywords and defaults to philosophical and theological", () => {
    expect(rankCategories(talk("Hello there", "Peace be with you."))).toEqual([
      "philosophical",
      "theological",
    ]);
    expect(rankCategories(talk("Is lying a sin against justice?", "Hello"))[0]).toBe("ethical");
    expect(rankCategories(talk("Hello", "Aristotle and Augustine agree, as Plato differs."))[0]).toBe(
      "comparative",
    );
  });

  it("weighs the last user message above the last reply above older text", () => {
    // "virtue" (ethical) in the user's message outweighs "grace" (theological) in the reply.
    const ranked = rankCategories(talk("What is virtue?", "Grace"));
    expect(ranked.indexOf("ethical")).toBeLessThan(ranked.indexOf("theological"));
    const older = [{ role: "user" as const, content: "Aristotle" }, ...talk("What is virtue?", "Grace")];
    expect(rankCategories(older).at(-1)).toBe("comparative");
    // A fourth message back is outside the window.
    const outside = [
      { role: "assistant" as const, content: "Aristotle Plato" },
      ...older.slice(1),
      ...talk("x", "y"),
    ];
    expect(rankCategories(outside.slice(-4))).not.toContain("comparative");
  });

  it("returns up to 4 level-appropriate questions, not the ones already asked or used", () => {
    const messages = talk("Can reason prove that God exists?", "God's existence can be proved in five ways.");
    const young = followUpSuggestions(messages, "elementary", [], seeded(1)).questions;
    const advanced = followUpSuggestions(messages, "scholar", [], seeded(1)).questions;
    expect(young.length).toBeGreaterThan(0);
    expect(young.length).toBeLessThanOrEqual(4);
    expect(advanced).toHaveLength(4);
    expect(young).not.toEqual(advanced);
    const used = [...advanced];
    const next = followUpSuggestions(messages, "scholar", used, seeded(1)).questions;
    for (const q of next) expect(used).not.toContain(q);
    expect(
      followUpSuggestions(talk(FOLLOW_UPS.philosophical.young[0] ?? "", "Yes."), "elementary", [], seeded(2))
        .questions,
    ).not.toContain(FOLLOW_UPS.philosophical.young[0]);
  });

  it("offers an opening question as a follow-up only when it shares words with the conversation", () => {
    const { questions } = followUpSuggestions(talk("Hello", "Peace be with you."), "college", [], seeded(9));
    const generic = [...FOLLOW_UPS.philosophical.standard, ...FOLLOW_UPS.theological.standard];
    expect(questions).toHaveLength(4);
    for (const q of questions) expect(generic).toContain(q);
  });

  it("prefers questions that share words with the conversation", () => {
    const messages = talk(
      "What is the natural law?",
      "The natural law is the rational creature's participation of the eternal law.",
    );
    const { questions } = followUpSuggestions(messages, "high", [], seeded(5));
    expect(questions.some((q) => /law/i.test(q))).toBe(true);
  });
});
