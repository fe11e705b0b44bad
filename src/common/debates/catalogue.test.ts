import { describe, expect, it } from "vitest";
import {
  aquinasDefendsFor,
  isComplete,
  nextSpeaker,
  OPPONENT_DEFENDS,
  PHILOSOPHER_KEYS,
  parseMaxTurns,
  speakerOfTurn,
  TOPIC_KEYS,
} from "./catalogue.js";
import { PHILOSOPHER_PROFILES, TOPIC_INFO } from "./profiles.js";

describe("philosopher catalogue", () => {
  it("has every one of the fifteen opponents with a position on each of the twelve topics", () => {
    expect(PHILOSOPHER_KEYS).toEqual([
      "plato",
      "aristotle",
      "augustine",
      "anselm",
      "boethius",
      "avicenna",
      "averroes",
      "maimonides",
      "ockham",
      "descartes",
      "spinoza",
      "hume",
      "kant",
      "nietzsche",
      "marx",
    ]);
    for (const key of PHILOSOPHER_KEYS) {
      const p = PHILOSOPHER_PROFILES[key];
      expect(p.key).toBe(key);
      for (const topic of TOPIC_KEYS) {
        const position = p.positions[topic];
        expect(position.arguments.length, `${key} ${topic}`).toBeGreaterThanOrEqual(2);
        expect(position.arguments.length).toBeLessThanOrEqual(4);
        for (const a of position.arguments) expect(a.refs.length).toBeGreaterThan(0);
      }
    }
  });

  it("gives no two opponents the same thesis and every topic a motion and central articles", () => {
    const theses = PHILOSOPHER_KEYS.flatMap((k) =>
      TOPIC_KEYS.map((t) => PHILOSOPHER_PROFILES[k].positions[t].thesis),
    );
    expect(new Set(theses).size).toBe(theses.length);
    for (const t of TOPIC_KEYS) {
      expect(TOPIC_INFO[t].motion.length).toBeGreaterThan(20);
      expect(TOPIC_INFO[t].articles.every((r) => /^ST (?:I|I-II|II-II|III), q\. \d+, a\. \d+$/.test(r))).toBe(
        true,
      );
    }
  });
});

describe("aquinasDefends auto-rule", () => {
  it("is false exactly for the pairs of the rule", () => {
    const falsePairs = new Set([
      "existence_of_god/hume",
      "existence_of_god/kant",
      "faith_reason/hume",
      "faith_reason/kant",
      "natural_law/hume",
      "natural_law/kant",
      "immortality_soul/averroes",
      "causation/hume",
      "free_will/spinoza",
      "free_will/nietzsche",
    ]);
    for (const topic of TOPIC_KEYS)
      for (const key of [...PHILOSOPHER_KEYS, "user"])
        expect(aquinasDefendsFor(topic, key), `${topic}/${key}`).toBe(!falsePairs.has(`${topic}/${key}`));
    expect(Object.values(OPPONENT_DEFENDS).flat()).toHaveLength(10);
    expect(aquinasDefendsFor("the meaning of life", "hume")).toBe(true);
  });
});

describe("turn rules", () => {
  it("gives Aquinas the odd turns, alternates by the last speaker and completes at maxTurns", () => {
    expect([1, 2, 3, 4].map((n) => speakerOfTurn(n, "hume"))).toEqual([
      "aquinas",
      "opponent",
      "aquinas",
      "opponent",
    ]);
    expect(speakerOfTurn(2, "user")).toBe("user");
    expect(nextSpeaker(null, "hume")).toBe("aquinas");
    expect(nextSpeaker("aquinas", "hume")).toBe("opponent");
    expect(nextSpeaker("aquinas", "user")).toBe("user");
    expect(nextSpeaker("user", "user")).toBe("aquinas");
    expect(isComplete(5, 6)).toBe(false);
    expect(isComplete(6, 6)).toBe(true);
    expect(isComplete(undefined, undefined)).toBe(false);
  });

  it("reads the max-turns field, falling back to 6 when it is not a number", () => {
    expect(parseMaxTurns("8")).toBe(8);
    expect(parseMaxTurns("abc")).toBe(6);
    expect(parseMaxTurns("")).toBe(6);
  });
});
