import { describe, expect, it } from "vitest";
import type { RetrievedArticle } from "../knowledge-base/retrieval/types.js";
import { settingOf } from "./gather.js";
import type { KnowledgeSources } from "./types.js";

const chapter = (ref: string, coverage: number): RetrievedArticle => ({
  articleRef: ref,
  title: `Chapter ${ref}`,
  work: "Summa contra Gentiles",
  workKey: "scg",
  author: "Thomas Aquinas",
  score: 1,
  coverage,
  passages: [
    {
      id: `${ref}-p1`,
      reference: `${ref}, ¶1`,
      articleRef: ref,
      work: "Summa contra Gentiles",
      workKey: "scg",
      author: "Thomas Aquinas",
      section: "¶1",
      sectionKind: "paragraph",
      title: `Chapter ${ref}`,
      content: "God is infinite.",
      language: "en",
      latin: null,
      ordinal: 1,
      score: 1,
    },
  ],
});

/** Sources whose words find `byWords` (best first) and whose meanings find `nearest`, or keep no meanings. */
const sources = (byWords: RetrievedArticle[], nearest?: string | null): KnowledgeSources => ({
  db: {} as KnowledgeSources["db"],
  retrieve: async (_db, query) => byWords.slice(0, query.limit ?? 5),
  loadArticle: async () => null,
  articleRefsOf: async () => [],
  ...(nearest === undefined
    ? {}
    : { nearestChapter: async () => (nearest ? { articleRef: nearest, nearness: 0.85 } : null) }),
});

const main = { articleRef: "ST I, q. 7, a. 1", title: "Whether God is infinite?", digest: null };
const parallelOf = async (s: KnowledgeSources) => (await settingOf(s, main)).parallel?.articleRef ?? null;

describe("a parallel place in the Contra Gentiles", () => {
  it("is the chapter nearest in meaning when the words find it among their first two", async () => {
    const words = [chapter("SCG I, c. 20", 0.6), chapter("SCG I, c. 43", 0.3)];
    expect(await parallelOf(sources(words, "SCG I, c. 43"))).toBe("SCG I, c. 43");
  });

  it("is none when meaning and words do not agree, however well the words' first covers the article", async () => {
    const words = [chapter("SCG I, c. 20", 0.9), chapter("SCG I, c. 21", 0.8), chapter("SCG I, c. 43", 0.3)];
    expect(await parallelOf(sources(words, "SCG I, c. 43"))).toBeNull();
    expect(await parallelOf(sources(words, null))).toBeNull();
  });

  it("is judged by the words alone where no meanings are kept", async () => {
    expect(await parallelOf(sources([chapter("SCG I, c. 43", 0.5)]))).toBe("SCG I, c. 43");
    expect(await parallelOf(sources([chapter("SCG I, c. 43", 0.3)]))).toBeNull();
  });
});
