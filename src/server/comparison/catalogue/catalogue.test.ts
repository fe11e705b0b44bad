import { describe, expect, it } from "vitest";
import {
  COMPARISON_PHILOSOPHER_KEYS,
  COMPARISON_PHILOSOPHERS,
} from "../../../common/comparison/philosophers.js";
import { COMPARISON_TOPIC_KEYS } from "../../../common/comparison/topics.js";
import { readDigestFiles } from "../../knowledge-base/digests/digest-files.js";
import { AQUINAS_ARTICLES } from "./aquinas-articles.js";
import { catalogue, readCatalogueFile } from "./load.js";
import { catalogueFileSchema } from "./schema.js";

/** The thinkers whose own words the corpus holds; the others' files may quote nothing. */
const QUOTABLE = new Set(["augustine", "boethius", "anselm"]);

describe("comparison catalogue", () => {
  it("has the nine philosophers of the issue, each with name, period, location, key works and focus", () => {
    expect(COMPARISON_PHILOSOPHER_KEYS).toEqual([
      "augustine",
      "boethius",
      "anselm",
      "abelard",
      "peter_lombard",
      "bonaventure",
      "albert_the_great",
      "duns_scotus",
      "ockham",
    ]);
    for (const key of COMPARISON_PHILOSOPHER_KEYS) {
      const p = COMPARISON_PHILOSOPHERS[key];
      expect(p.name.length).toBeGreaterThan(3);
      expect(p.keyWorks.length).toBeGreaterThan(0);
      expect(p.period).toMatch(/\d{3,4}/);
    }
  });

  it("gives every philosopher at least five topics, each with references and points of comparison", () => {
    for (const [key, file] of catalogue()) {
      expect(file.positions.length, key).toBeGreaterThanOrEqual(5);
      for (const p of file.positions) {
        expect(p.references.length, `${key} ${p.topic}`).toBeGreaterThan(0);
        expect(p.similarities.length + p.differences.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("quotes only thinkers whose words the knowledge base holds", () => {
    for (const [key, file] of catalogue()) {
      const quotes = file.positions.flatMap((p) => p.quotes);
      if (QUOTABLE.has(key)) expect(quotes.length, key).toBeGreaterThan(0);
      else expect(quotes, key).toEqual([]);
    }
  });

  it("names only articles of his that have a digest", () => {
    const digests = new Set(readDigestFiles().map((d) => d.ref));
    const refs = [
      ...COMPARISON_TOPIC_KEYS.flatMap((t) => AQUINAS_ARTICLES[t]),
      ...[...catalogue().values()].flatMap((f) => f.positions.flatMap((p) => p.aquinas ?? [])),
    ];
    for (const ref of refs) expect(digests.has(ref), ref).toBe(true);
  });

  it("rejects a file whose core topic is not among its positions, or that repeats a topic", () => {
    const file = readCatalogueFile("ockham");
    expect(catalogueFileSchema.safeParse({ ...file, core: "sacraments" }).success).toBe(false);
    const repeated = { ...file, positions: [...file.positions, file.positions[0]] };
    expect(catalogueFileSchema.safeParse(repeated).success).toBe(false);
    expect(catalogueFileSchema.safeParse(file).success).toBe(true);
  });
});
