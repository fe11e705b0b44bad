import { describe, expect, it } from "vitest";
import { HUB_NEIGHBOURS, HUB_SAMPLE_STEP, hubnessOf } from "./hubness.js";
import { rerankByMeaning } from "./rerank.js";
import {
  articleCloseness,
  DIMENSIONS,
  HUB_WEIGHT,
  hubnessValue,
  prepareQuestion,
  SIGN_BYTES,
  signsOf,
} from "./signs.js";

const vector = (f: (i: number) => number) => Float32Array.from({ length: DIMENSIONS }, (_, i) => f(i));
/** A meaning near `base`: the same numbers with every `every`-th one turned over. */
const near = (base: Float32Array, every: number, shift: number) =>
  base.map((v, i) => ((i + shift) % every === 0 ? -v : v));

describe("the hubness of a stored question", () => {
  // Forty articles, each with two questions of its own (far from all) and one worded like a common
  // question (near the common one of every other article).
  const common = vector((i) => Math.sin(i * 1.7 + 0.3));
  const signs = new Map<string, Uint8Array>();
  for (let a = 0; a < 40; a++) {
    const own = signsOf(vector((i) => Math.cos((a + 2) * i * 0.91 + a)));
    const generic = signsOf(near(common, 9 + (a % 5), a));
    const other = signsOf(vector((i) => Math.sin((a + 3) * i * 1.37 + 2 * a)));
    signs.set(`ST I, q. ${a + 1}, a. 1`, new Uint8Array([...own, ...generic, ...other]));
  }
  const hub = hubnessOf(signs);

  it("is a byte for each question, higher for one near many other articles' questions", () => {
    for (const [ref, s] of signs) expect(hub.get(ref)?.length).toBe(s.length / SIGN_BYTES);
    for (const h of hub.values()) {
      expect(h[1] as number).toBeGreaterThan((h[0] as number) + 30);
      expect(h[1] as number).toBeGreaterThan((h[2] as number) + 30);
    }
    expect(hubnessValue(255)).toBe(1);
  });

  it("is measured the same way each time, among a sample of the other articles' questions only", () => {
    expect(hubnessOf(signs)).toEqual(hub);
    expect(HUB_NEIGHBOURS).toBeGreaterThan(1);
    expect(HUB_SAMPLE_STEP).toBeGreaterThan(1);
    // One article alone has no others to be near.
    const alone = hubnessOf(new Map([["ST I, q. 1, a. 1", signs.get("ST I, q. 1, a. 1") as Uint8Array]]));
    expect([...(alone.get("ST I, q. 1, a. 1") ?? [])]).toEqual([0, 0, 0]);
  });

  it("lowers a question's closeness by its weight, and orders articles by it while each keeps its plain closeness", () => {
    const question = near(common, 7, 0);
    const prepared = prepareQuestion(question);
    const generic = signs.get("ST I, q. 1, a. 1") as Uint8Array;
    const byte = (hub.get("ST I, q. 1, a. 1") as Uint8Array)[1] as number;
    const only = generic.slice(SIGN_BYTES, 2 * SIGN_BYTES);
    expect(articleCloseness(prepared, only, new Uint8Array([byte]))).toBeCloseTo(
      articleCloseness(prepared, only) - (HUB_WEIGHT * byte) / 255,
      10,
    );
    // Two articles: one whose near question is a hub, one whose equally near question is its own.
    const meanings = new Map([
      ["hub", only],
      ["own", only],
    ]);
    const hubness = new Map([
      ["hub", new Uint8Array([byte])],
      ["own", new Uint8Array([0])],
    ]);
    const hits = [
      { ref: "hub", score: 2 },
      { ref: "own", score: 1.9 },
      { ref: "other", score: 0.1 },
    ];
    const plain = rerankByMeaning(hits, question, meanings);
    const weighed = rerankByMeaning(hits, question, meanings, undefined, hubness);
    expect(plain[0]?.ref).toBe("hub");
    expect(weighed[0]?.ref).toBe("own");
    expect(weighed.find((h) => h.ref === "hub")?.closeness).toBeCloseTo(articleCloseness(prepared, only), 10);
  });
});
