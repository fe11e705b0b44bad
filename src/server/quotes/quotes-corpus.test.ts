import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { QUOTE_CATALOGUE } from "../../common/quotes/catalogue.js";
import { extractExcerpt, normaliseWhitespace } from "../../common/quotes/excerpt.js";
import { readSummaSection } from "./corpus-fixture.js";

const CORPUS_DIR = fileURLToPath(new URL("../../../../shared/corpus", import.meta.url));
const hasCorpus = fs.existsSync(`${CORPUS_DIR}/summa-theologiae-en`);
if (!hasCorpus) console.warn(`Skipping the corpus check: ${CORPUS_DIR} is absent.`);

describe.skipIf(!hasCorpus)("quotation catalogue against the corpus files", () => {
  for (const entry of QUOTE_CATALOGUE) {
    it(`${entry.id}: the excerpt occurs verbatim at ${entry.reference}, English and Latin`, () => {
      const section = readSummaSection(CORPUS_DIR, entry.reference);
      expect(section, `no section at ${entry.reference}`).not.toBeNull();
      // Within a single paragraph, so it does not depend on how the importer joins paragraphs.
      const english = section!.english.map((p) => extractExcerpt(p, entry.english)).find(Boolean);
      expect(english, "English bounds").toBeTruthy();
      expect(normaliseWhitespace(section!.english.join(" "))).toContain(english);
      expect(english!.startsWith(entry.english.start)).toBe(true);
      expect(english!.endsWith(entry.english.end)).toBe(true);

      const latin = extractExcerpt(section!.latin ?? "", entry.latin);
      expect(latin, "Latin bounds").toBeTruthy();
      expect(normaliseWhitespace(section!.latin ?? "")).toContain(latin);
      // A quotation, not a page: short enough to read in the widget.
      expect(english!.length).toBeLessThan(420);
    });
  }
});
