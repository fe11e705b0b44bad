import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PHILOSOPHER_PROFILES } from "../../../common/debates/profiles.js";
import { loadEnv } from "../../config/env.js";
import { gutenberg } from "./gutenberg.js";
import { cleanBlock } from "./gutenberg-clean.js";
import { ADDED_WORKS } from "./gutenberg-works-added.js";

describe("cleaning transcribers' markup", () => {
  it("removes sentence numbers, search strings, type-face marks, anchors and tags, and nothing else", () => {
    expect(cleanBlock("(5) Now it is evident (2 Kings 3:15) that", ["sentence-numbers"])).toBe(
      "Now it is evident (2 Kings 3:15) that",
    );
    expect(cleanBlock("[16:0] CHAPTER XVI - OF THE STATE", ["search-strings"])).toBe(
      "CHAPTER XVI - OF THE STATE",
    );
    expect(cleanBlock("of _power, force,\nenergy_ or +value+ and =Wert=", ["emphasis"])).toBe(
      "of power, force,\nenergy or value and Wert",
    );
    expect(cleanBlock("the Law[2] whether[Pg 12] it", ["note-markers"])).toBe("the Law whether it");
    expect(cleanBlock("[Illustration: Diptych of Boethius]", ["bracket-blocks"])).toBe("");
    expect(cleanBlock("{PREFACE ^paragraph 15}", ["paragraph-tags"])).toBe("");
    expect(cleanBlock("BOOK_1|CHAPTER_1", ["paragraph-tags"])).toBe("");
    expect(cleanBlock("of _power_ (5) [2]", [])).toBe("of _power_ (5) [2]");
  });
});

const corpusDir = loadEnv().KB_CORPUS_DIR;
const present = fs.existsSync(path.join(corpusDir, "philosophers-gutenberg"));

describe.skipIf(!present)("the philosophers' full works in the corpus", () => {
  it("imports each added work under its author's name, with references by its own divisions and no markup", async () => {
    const out = await gutenberg.read(corpusDir);
    expect(out.problems).toEqual([]);
    const authors = new Set(
      Object.values(PHILOSOPHER_PROFILES).flatMap((p) => p.authors.map((a) => a.toLowerCase())),
    );
    for (const work of ADDED_WORKS) {
      const rows = out.rows.filter((r) => r.location.file === work.file);
      expect(rows.length, work.file).toBeGreaterThan(20);
      expect(authors.has(work.author.toLowerCase()), work.author).toBe(true);
      for (const r of rows) {
        expect(r.author).toBe(work.author);
        expect(r.reference.startsWith(`${work.author}, ${work.work}`)).toBe(true);
        expect(r.content).not.toMatch(
          /\*\*\* ?(?:START|END) OF|Project Gutenberg|\[\d+:\d+\]|\^paragraph|\[Illustration/,
        );
      }
    }
    const hume = out.rows.filter((r) => r.location.file === ADDED_WORKS[0]?.file).map((r) => r.reference);
    expect(hume).toContain(
      "David Hume, An Enquiry concerning Human Understanding, Section VII, Part II, part 1",
    );
    const ttp = out.rows.filter((r) => r.workKey === "spinoza-theologico-political-treatise");
    expect(ttp.some((r) => /(^|\s)\(\d{1,3}\)\s/.test(r.content))).toBe(false);
  });
});
