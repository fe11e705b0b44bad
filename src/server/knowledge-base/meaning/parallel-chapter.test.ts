import { describe, expect, it } from "vitest";
import { articleNearness, nearestChapter, PARALLEL_NEARNESS } from "./parallel-chapter.js";
import { SIGN_BYTES } from "./signs.js";

/** Sentences' signs: each sentence is a byte repeated, with `flipped` of its bits turned over. */
function signs(...sentences: [byte: number, flipped: number][]): Uint8Array {
  const out = new Uint8Array(sentences.length * SIGN_BYTES);
  sentences.forEach(([byte, flipped], k) => {
    out.fill(byte, k * SIGN_BYTES, (k + 1) * SIGN_BYTES);
    for (let b = 0; b < flipped; b++) {
      const at = k * SIGN_BYTES + Math.floor(b / 8);
      out[at] = (out[at] as number) ^ (1 << (b % 8));
    }
  });
  return out;
}

describe("a parallel place by meaning", () => {
  it("measures how near an article's sentences come to another's nearest", () => {
    expect(articleNearness(signs([0x0f, 0]), signs([0x0f, 0]))).toBeCloseTo(1, 6);
    expect(articleNearness(signs([0x0f, 0]), signs([0xf0, 0]))).toBeCloseTo(-1, 6);
    // A quarter of the signs differing: cos(π/4).
    expect(articleNearness(signs([0x0f, 128]), signs([0x0f, 0]))).toBeCloseTo(Math.SQRT1_2, 6);
    // Each sentence counts with the nearest of the other's; the article's sentences are averaged.
    expect(articleNearness(signs([0x0f, 0], [0x33, 0]), signs([0xf0, 0], [0x0f, 0], [0x33, 0]))).toBeCloseTo(
      1,
      6,
    );
  });

  it("names the nearest chapter of the Contra Gentiles, and none that is not near enough", () => {
    const meanings = new Map<string, Uint8Array>([
      ["ST I, q. 7, a. 1", signs([0x0f, 0], [0x33, 0])],
      ["SCG I, c. 43", signs([0x0f, 10], [0x33, 12])],
      ["SCG I, c. 20", signs([0x0f, 60], [0x33, 70])],
      ["ST I, q. 7, a. 2", signs([0x0f, 0], [0x33, 0])],
      ["ST I, q. 8, a. 1", signs([0x55, 0])],
    ]);
    expect(nearestChapter("ST I, q. 7, a. 1", meanings)).toEqual({
      articleRef: "SCG I, c. 43",
      nearness: expect.any(Number),
    });
    expect(nearestChapter("ST I, q. 7, a. 1", meanings)?.nearness).toBeGreaterThanOrEqual(PARALLEL_NEARNESS);
    expect(nearestChapter("ST I, q. 8, a. 1", meanings)).toBeNull();
    expect(nearestChapter("SCG I, c. 43", meanings)).toBeNull();
    expect(nearestChapter("ST II-II, q. 1, a. 1", meanings)).toBeNull();
  });
});
