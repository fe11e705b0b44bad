import { describe, expect, it } from "vitest";
import { frameApplication, framedPrinciples, PRINCIPLE_FRAMES } from "./untreated-frames.js";

describe("principles chosen for the kind of thing he never treated", () => {
  it.each([
    ["can a robot have real feelings", "ST I, q. 75, a. 2"],
    ["are there aliens on other planets", "ST I, q. 47, a. 3"],
    ["should I buy crypto", "ST II-II, q. 118, a. 1"],
    ["is it ok to download movies for free", "ST II-II, q. 109, a. 3"],
    ["is it wrong to use chatgpt to write my essay", "ST II-II, q. 109, a. 3"],
    ["should I take a gap year before college", "ST I-II, q. 14, a. 1"],
    ["should I get a tattoo on my arm", "ST II-II, q. 65, a. 1"],
    ["is recycling a moral duty", "ST II-II, q. 66, a. 1"],
    ["is it wrong to binge watch netflix", "ST II-II, q. 141, a. 6"],
    ["Is the Great Wall of China visible from space?", "ST I, q. 1, a. 1"],
    ["is it wrong to use a vpn", "ST I-II, q. 94, a. 2"],
    ["is it wrong to break the dress code at school if it is a silly rule", "ST I-II, q. 96, a. 4"],
  ])("quotes for %j the principle of %s", (question, ref) => {
    expect(framedPrinciples(question).map((p) => p.articleRef)).toContain(ref);
  });

  it("gives at most the number asked, each article once, and none for what fits no kind", () => {
    const all = framedPrinciples("should I buy a phone for gaming or save the money, is it wrong", 3);
    expect(all).toHaveLength(3);
    expect(new Set(all.map((p) => p.articleRef)).size).toBe(3);
    expect(framedPrinciples("is a hot dog a sandwich")).toEqual([]);
  });

  it("takes spending time for a pastime, and spending for money", () => {
    const money = PRINCIPLE_FRAMES.find((f) =>
      f.name.startsWith("money"),
    ) as (typeof PRINCIPLE_FRAMES)[number];
    for (const time of [
      "ok but is it bad to spend all day on my phone",
      "is it wrong to spend 5 hours a day gaming",
      "should I spend time on tiktok",
      "I spend too much on youtube",
    ])
      expect(money.matches(time), time).toBe(false);
    expect(money.matches("is it wrong to spend $200 on a skin in a game")).toBe(true);
    expect(frameApplication("ok but is it bad to spend all day on my phone")?.adult).toMatch(
      /^play and rest/,
    );
  });

  it("does not take a machine alone, or a feeling alone, for a machine said to think", () => {
    const machine = PRINCIPLE_FRAMES.find((f) =>
      f.name.startsWith("a machine"),
    ) as (typeof PRINCIPLE_FRAMES)[number];
    expect(machine.matches("can a robot have real feelings")).toBe(true);
    expect(machine.matches("how do computers store files")).toBe(false);
    expect(machine.matches("why do I feel sad")).toBe(false);
  });

  it("has, for every kind, how those who follow him would apply its principles, for an adult and a child", () => {
    for (const frame of PRINCIPLE_FRAMES) {
      expect(frame.application.adult.length, frame.name).toBeGreaterThan(40);
      expect(frame.application.child.length, frame.name).toBeGreaterThan(30);
      // Written as the reasoning of others, it never speaks as him.
      expect(frame.application.adult, frame.name).not.toMatch(/\b(?:I|my|me)\b/);
    }
    expect(frameApplication("should I move to another city for a new job")?.adult).toMatch(/counsel/);
    expect(frameApplication("is a hot dog a sandwich")).toBeNull();
  });
});
