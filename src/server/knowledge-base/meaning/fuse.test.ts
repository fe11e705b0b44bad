import { describe, expect, it } from "vitest";
import { fusedOrder } from "./fuse.js";

describe("words and meaning weighed together", () => {
  it("puts first a candidate much closer in meaning whose words score a little lower", () => {
    const order = fusedOrder([
      { score: 10, closeness: 0.6 },
      { score: 9.5, closeness: 0.85 },
      { score: 5, closeness: 0.6 },
      { score: 4, closeness: 0.55 },
    ]);
    expect(order[0]).toBe(1);
  });

  it("keeps first a candidate whose words stand far above the rest and whose meaning is about as close", () => {
    const order = fusedOrder([
      { score: 30, closeness: 0.7 },
      { score: 8, closeness: 0.72 },
      { score: 7, closeness: 0.5 },
      { score: 6, closeness: 0.4 },
      { score: 5, closeness: 0.3 },
    ]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it("stands a candidate without a known closeness at the mean, and keeps the words' order without two known", () => {
    const order = fusedOrder([
      { score: 10, closeness: Number.NaN },
      { score: 9, closeness: 0.9 },
      { score: 8, closeness: 0.5 },
    ]);
    expect(order).toEqual([1, 0, 2]);
    expect(
      fusedOrder([
        { score: 3, closeness: Number.NaN },
        { score: 5, closeness: 0.9 },
      ]),
    ).toEqual([0, 1]);
  });

  it("ranks by the words alone at weight 0 and by meaning alone at weight 1", () => {
    const candidates = [
      { score: 3, closeness: 0.1 },
      { score: 2, closeness: 0.3 },
      { score: 1, closeness: 0.2 },
    ];
    expect(fusedOrder(candidates, 0)).toEqual([0, 1, 2]);
    expect(fusedOrder(candidates, 1)).toEqual([1, 2, 0]);
  });

  it("adds a candidate's bonus to its standing", () => {
    const candidates = [
      { score: 10, closeness: 0.7 },
      { score: 9, closeness: 0.69 },
      { score: 2, closeness: 0.4 },
    ];
    expect(fusedOrder(candidates)[0]).toBe(0);
    expect(fusedOrder(candidates, undefined, [0, 1, 0])[0]).toBe(1);
  });
});
