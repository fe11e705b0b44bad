import { describe, expect, it } from "vitest";
import { sendMessageBodySchema } from "./conversations/contract.js";
import { aquinasDefendsFor, DEBATE_PHILOSOPHERS, debateStatusColour } from "./debates/catalogue.js";
import { createArgumentBodySchema, createDebateBodySchema } from "./debates/contract.js";
import {
  anyLevelKeySchema,
  DEBATE_KEY_TO_LEVEL,
  EDUCATION_LEVEL_INFO,
  EDUCATION_LEVELS,
  LEVEL_TO_DEBATE_KEY,
  levelLabel,
} from "./education/levels.js";
import { DEBATE_MATERIAL_TYPES, MATERIAL_TYPE_INFO } from "./materials/material-types.js";
import { isTextSize } from "./preferences/text-size.js";

describe("education levels", () => {
  it("has six levels with the spec's age notes", () => {
    expect(EDUCATION_LEVELS).toHaveLength(6);
    expect(EDUCATION_LEVEL_INFO.elementary.ageNote).toBe("Ages 6-11");
    expect(EDUCATION_LEVEL_INFO.scholar.ageNote).toBe("Academic Scholar");
  });

  it("maps the debate key set onto the levels and back", () => {
    for (const level of EDUCATION_LEVELS) expect(DEBATE_KEY_TO_LEVEL[LEVEL_TO_DEBATE_KEY[level]]).toBe(level);
    expect(anyLevelKeySchema.parse("middle_school")).toBe("middle");
    expect(anyLevelKeySchema.parse("scholar")).toBe("scholar");
    expect(anyLevelKeySchema.safeParse("kindergarten").success).toBe(false);
    expect(levelLabel(undefined)).toBe("College");
    expect(levelLabel("academic_scholar")).toBe("Scholar");
    expect(levelLabel("middle")).toBe("Middle School");
    expect(levelLabel("toString")).toBe("College");
    expect(levelLabel("nonsense")).toBe("College");
  });
});

describe("debate catalogue", () => {
  it("offers fifteen philosophers and colours unknown statuses gray", () => {
    expect(Object.keys(DEBATE_PHILOSOPHERS)).toHaveLength(15);
    expect(debateStatusColour("active")).toBe("green");
    expect(debateStatusColour("archived")).toBe("gray");
  });

  it("lets the opponent defend only in the listed pairings", () => {
    expect(aquinasDefendsFor("causation", "hume")).toBe(false);
    expect(aquinasDefendsFor("causation", "plato")).toBe(true);
    expect(aquinasDefendsFor("free_will", "spinoza")).toBe(false);
    expect(aquinasDefendsFor("justice", "nietzsche")).toBe(true);
  });

  it("validates the debate form with the spec's messages", () => {
    const title = createDebateBodySchema.safeParse({ title: "", topic: "x", opponentPhilosopher: "plato" });
    expect(title.error?.issues[0]?.message).toBe("Title is required");
    const long = createDebateBodySchema.safeParse({
      title: "x".repeat(201),
      topic: "x",
      opponentPhilosopher: "plato",
    });
    expect(long.error?.issues[0]?.message).toBe("Title must be less than 200 characters");
    const ok = createDebateBodySchema.parse({ title: "T", topic: "justice", opponentPhilosopher: "user" });
    expect(ok).toMatchObject({ maxTurns: 6, educationLevel: "college", aquinasDefends: true });
    expect(
      createDebateBodySchema.safeParse({ title: "T", topic: "x", opponentPhilosopher: "plato", maxTurns: 21 })
        .success,
    ).toBe(false);
    expect(createArgumentBodySchema.safeParse({ speaker: "user", content: "  " }).success).toBe(false);
  });
});

describe("materials and preferences", () => {
  it("lists ten debate material types with labels, audiences and categories", () => {
    expect(DEBATE_MATERIAL_TYPES).toHaveLength(10);
    expect(MATERIAL_TYPE_INFO.teaching_guide).toEqual({
      label: "Teacher's Guide",
      audience: "Educators",
      category: "Teaching",
    });
  });

  it("accepts only the four text sizes", () => {
    expect(isTextSize("extra-large")).toBe(true);
    expect(isTextSize("huge")).toBe(false);
  });

  it("defaults a message's level, style and languages, and rejects a blank one", () => {
    expect(sendMessageBodySchema.parse({ content: " Why? " })).toMatchObject({
      content: "Why?",
      educationLevel: "college",
      responseStyle: "balanced",
      languagePreferences: { primary: "en", showOriginalLatin: true, showTranslations: false },
    });
    expect(sendMessageBodySchema.safeParse({ content: "   " }).success).toBe(false);
    expect(sendMessageBodySchema.safeParse({ content: "x", educationLevel: "phd" }).success).toBe(false);
  });
});
