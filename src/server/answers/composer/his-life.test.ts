import { describe, expect, it } from "vitest";
import { LIFE_EVENTS } from "../../../common/timeline/life-events.js";
import { classifyIntent } from "../intent.js";
import { asksOfHisLife, composeHisLife, EVENT_WORDS, eventsAskedOf } from "./his-life.js";

describe("a question about his own life", () => {
  it.each([
    "when were you born and where did you study?",
    "who was your teacher?",
    "How did Aquinas die?",
    "how old were you when you died?",
    "why were you called the dumb ox?",
    "did you finish the summa?",
    "what did your family think when you became a friar?",
  ])("is told from a question of doctrine: %j", (question) => {
    expect(asksOfHisLife(question)).toBe(true);
    expect(classifyIntent(question)).toBe("life");
  });

  it.each([
    "where did you teach that the soul is immortal?",
    "how did you prove god exists?",
    "when was Jesus born?",
    "is it wrong to lie to your parents?",
    "Is skydiving or free solo climbing sinful since you're risking your life just for the thrill?",
    "do I have to obey my parents?",
  ])("is not %j", (question) => {
    expect(classifyIntent(question)).not.toBe("life");
  });

  it("is answered from the timeline of his life, said to be the timeline's, with the events asked of", () => {
    expect(eventsAskedOf("how did you die?").map((e) => e.year)).toEqual([1274]);
    expect(eventsAskedOf("when were you born?").map((e) => e.year)).toContain(1225);
    expect(eventsAskedOf("tell me about your life story")).toHaveLength(LIFE_EVENTS.length);
    const reply = composeHisLife("high", "how did you die?");
    expect(reply).toMatch(/^Of my own life I wrote nothing in the works I answer from/);
    expect(reply).toContain("Fossanova");
    expect(reply).not.toContain("Roccasecca");
    const child = composeHisLife("elementary", "where were you born?");
    expect(child).toMatch(/^I did not write about my own life in my books/);
    expect(child).toContain("Roccasecca");
  });

  it("knows words for every event of the timeline, by its title there", () => {
    expect(EVENT_WORDS.map((e) => e.title)).toEqual(LIFE_EVENTS.map((e) => e.title));
  });
});
