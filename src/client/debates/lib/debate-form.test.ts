import { describe, expect, it } from "vitest";
import { EMPTY_FORM, toRequest, validate, withAutoRule } from "./debate-form";

describe("debate form", () => {
  it("reports the spec's messages for missing fields", () => {
    expect(validate(EMPTY_FORM)).toEqual({
      title: "Title is required",
      topic: "Topic is required",
      opponentPhilosopher: "Opponent philosopher is required",
    });
    expect(validate({ ...EMPTY_FORM, title: "x".repeat(201) }).title).toBe(
      "Title must be less than 200 characters",
    );
    expect(validate({ ...EMPTY_FORM, maxTurns: "21" }).maxTurns).toBe(
      "Maximum turns must be between 2 and 20",
    );
  });

  it("sets aquinasDefends by the auto-rule on topic or opponent, and sends a custom topic trimmed", () => {
    expect(
      withAutoRule({ ...EMPTY_FORM, topic: "causation", opponentPhilosopher: "hume" }).aquinasDefends,
    ).toBe(false);
    expect(
      withAutoRule({ ...EMPTY_FORM, topic: "causation", opponentPhilosopher: "plato" }).aquinasDefends,
    ).toBe(true);
    const req = toRequest({
      ...EMPTY_FORM,
      title: " T ",
      topic: "custom",
      customTopic: "  Is beauty objective?  ",
      opponentPhilosopher: "kant",
      maxTurns: "abc",
    });
    expect(req).toMatchObject({ title: "T", topic: "Is beauty objective?", maxTurns: 6 });
  });
});
