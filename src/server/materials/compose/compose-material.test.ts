import { describe, expect, it } from "vitest";
import { EDUCATION_LEVELS, type EducationLevel } from "../../../common/education/levels.js";
import { CHAT_MATERIAL_TYPES, type ChatMaterialType } from "../../../common/materials/material-types.js";
import { GLOSSARY } from "../../answers/composer/glossary.js";
import { fixtureSources } from "../../answers/fixtures/fixture-sources.js";
import { normaliseForMatch } from "../../answers/guard/normalise.js";
import type { ArticleText } from "../../knowledge-base/retrieval/types.js";
import { composeMaterial } from "./compose-material.js";

const sources = fixtureSources();
async function article(ref: string): Promise<ArticleText> {
  const a = await sources.loadArticle(sources.db, ref);
  if (!a) throw new Error(`no fixture ${ref}`);
  return a;
}
const FIVE_WAYS = await article("ST I, q. 2, a. 3");
const DEMONSTRATED = await article("ST I, q. 2, a. 2");
const SELF_EVIDENT = await article("ST I, q. 2, a. 1");
const NATURAL_LAW = await article("ST I-II, q. 94, a. 2");
const ALL = [FIVE_WAYS, DEMONSTRATED, SELF_EVIDENT, NATURAL_LAW];

const compose = (
  materialType: ChatMaterialType,
  educationLevel: EducationLevel,
  articles = [FIVE_WAYS, DEMONSTRATED],
) => composeMaterial({ materialType, educationLevel, articles, related: [] });

/** Every “…” (ref) of a material, as the test reads them: independent of the guard's own parser. */
function quotations(content: string): { words: string; ref: string | null }[] {
  return [...content.matchAll(/“([^”]*)”(?: \(((?:ST|SCG) [^()]*)\))?/g)].map((m) => ({
    words: m[1] ?? "",
    ref: m[2] ?? null,
  }));
}

const passageAt = (ref: string) => ALL.flatMap((a) => a.passages).find((p) => p.reference === ref);
const norm = (t: string) => normaliseForMatch(t).replace(/"/g, "");
/** True when the quoted words (an ellipsis or a gap marks a cut) stand in order in the text. */
function verbatimIn(words: string, text: string): boolean {
  let from = 0;
  const hay = norm(text);
  for (const piece of norm(words).split(/\s*(?:\.\.\.|…|_{3,})\s*/)) {
    const bare = piece.replace(/^[\s.,;:]+|[\s.,;:]+$/g, "");
    if (!bare) continue;
    const at = hay.indexOf(bare, from);
    if (at < 0) return false;
    from = at + bare.length;
  }
  return true;
}

const HEADINGS: Record<ChatMaterialType, RegExp[]> = {
  summary: [/^# Summary: /m, /^## His Answer$/m, /^## Key Points$/m, /^## Key Terms$/m, /^## Sources$/m],
  worksheet: [
    /^## Part A: Vocabulary Matching$/m,
    /^## Part B: Fill in the Blank$/m,
    /^## Part C: Short Answer$/m,
    /^## Part D: Reflection$/m,
    /^## Answer Key \(for the teacher\)$/m,
  ],
  quiz: [
    /^## Part 1: Multiple Choice$/m,
    /^## Part 2: True or False$/m,
    /^## Answer Key \(for the teacher\)$/m,
  ],
  flashcards: [/^## Card 1$/m, /^\*\*Front:\*\* /m, /^\*\*Back:\*\* /m],
  study_guide: [
    /^## Overview$/m,
    /^## Key Questions$/m,
    /^## Main Argument Outline$/m,
    /^## Objections and Replies$/m,
    /^## Key Terms$/m,
    /^## Discussion Questions$/m,
  ],
};

describe("composing study materials from his text", () => {
  for (const type of CHAT_MATERIAL_TYPES) {
    for (const level of EDUCATION_LEVELS) {
      it(`builds a ${type} at ${level} level with its structure and only verbatim quotations`, () => {
        const m = compose(type, level);
        expect(m.materialType).toBe(type);
        expect(m.educationLevel).toBe(level);
        expect(m.title).toMatch(/Whether God exists\?$/);
        for (const heading of HEADINGS[type]) expect(m.content).toMatch(heading);
        expect(m.removed).toEqual([]);
        const quoted = quotations(m.content);
        expect(quoted.length).toBeGreaterThan(0);
        for (const q of quoted) {
          if (q.ref) {
            const passage = passageAt(q.ref);
            expect(passage, q.ref).toBeDefined();
            expect(verbatimIn(q.words, passage?.content ?? ""), `${q.words} @ ${q.ref}`).toBe(true);
          } else {
            expect(
              ALL.some((a) => a.passages.some((p) => verbatimIn(q.words, p.content))),
              q.words,
            ).toBe(true);
          }
        }
      });
    }
  }

  it("grows with the level: more items and longer quotations for older readers", () => {
    for (const type of CHAT_MATERIAL_TYPES) {
      const young = compose(type, "elementary", ALL);
      const old = compose(type, "scholar", ALL);
      expect(old.content.length, type).toBeGreaterThan(young.content.length);
    }
    const cards = (level: EducationLevel) =>
      (compose("flashcards", level, ALL).content.match(/^## Card /gm) ?? []).length;
    expect(cards("elementary")).toBeLessThan(cards("college"));
    expect(cards("college")).toBeLessThanOrEqual(cards("scholar"));
  });

  it("words the answer for the reader: the child's plain answer at elementary, the adult's at college", () => {
    const digest = FIVE_WAYS.digest!;
    expect(compose("summary", "elementary").content).toContain(digest.plain.child);
    expect(compose("summary", "college").content).toContain(digest.plain.adult);
  });
});

describe("the quiz", () => {
  const VERDICT_LETTER = { yes: "A", no: "B", distinguishes: "C" } as const;
  const key = (content: string) => content.slice(content.indexOf("## Answer Key"));

  it("keys each verdict question to the digest's verdict", () => {
    for (const a of [FIVE_WAYS, SELF_EVIDENT, NATURAL_LAW]) {
      const m = compose("quiz", "college", [a]);
      const question = m.content.match(/^(\d+)\. How does he answer \*.+\* \((ST [^)]+)\)\?$/m);
      expect(question?.[2]).toBe(a.articleRef);
      const answer = new RegExp(`^${question?.[1]}\\. \\*\\*([A-C])\\*\\*`, "m").exec(key(m.content));
      expect(answer?.[1]).toBe(VERDICT_LETTER[a.digest!.verdict]);
    }
  });

  it("takes its distractors from the objections he answers and keys his own sentence", () => {
    const m = compose("quiz", "scholar", [SELF_EVIDENT]);
    const blocks = m.content.split(/\n\n/).filter((b) => /his own position in/.test(b));
    expect(blocks.length).toBeGreaterThan(0);
    const objections = SELF_EVIDENT.passages.filter((p) => p.sectionKind === "objection");
    const respondeo = SELF_EVIDENT.passages.find((p) => p.sectionKind === "respondeo")!;
    for (const block of blocks) {
      const number = /^(\d+)\./.exec(block)?.[1];
      const correct = new RegExp(`^${number}\\. \\*\\*([A-H])\\*\\*`, "m").exec(key(m.content))?.[1];
      const options = [...block.matchAll(/^- ([A-H])\. “(.+)”$/gm)];
      expect(options.length).toBeGreaterThanOrEqual(2);
      for (const [, letter, words] of options) {
        if (letter === correct) expect(verbatimIn(words!, respondeo.content)).toBe(true);
        else
          expect(
            objections.some((o) => verbatimIn(words!, o.content)),
            words,
          ).toBe(true);
      }
    }
  });

  it("marks every objection statement false and gives the reply that refutes it", () => {
    const m = compose("quiz", "scholar", [SELF_EVIDENT]);
    const statements = [
      ...m.content.matchAll(
        /^(\d+)\. True or false\? In (ST .+?) he (holds as his own view|writes, as his own answer): “(.+)”$/gm,
      ),
    ];
    expect(statements.length).toBeGreaterThan(1);
    const tfKey = key(m.content).slice(key(m.content).indexOf("True or False"));
    for (const [, n, , kind] of statements) {
      const line = new RegExp(`^${n}\\. \\*\\*(True|False)\\*\\* — (.+)$`, "m").exec(tfKey);
      expect(line?.[1]).toBe(kind === "holds as his own view" ? "False" : "True");
      if (line?.[1] === "False")
        expect(line[2]).toMatch(/Objection \d+ \(ST .+obj\. \d+\).+His reply: “.+” \(ST .+, ad \d+\)/);
    }
  });
});

describe("the worksheet", () => {
  it("blanks a word of his own sentence and keys that word", () => {
    const m = compose("worksheet", "high");
    const gaps = [...m.content.matchAll(/^(\d+)\. “(.*______.*)” \((ST [^)]+)\)$/gm)];
    expect(gaps.length).toBeGreaterThan(0);
    const fillKey = m.content.slice(m.content.indexOf("**Part B"));
    for (const [, n, gapped, ref] of gaps) {
      const word = new RegExp(`^${n}\\. (\\S+) \\(`, "m").exec(fillKey)?.[1];
      expect(word).toBeTruthy();
      expect(norm(passageAt(ref!)?.content ?? "")).toContain(norm(gapped!.replace("______", word!)));
    }
  });

  it("keys the vocabulary matching so each term meets its own definition", () => {
    const m = compose("worksheet", "college", ALL);
    const terms = [...m.content.matchAll(/^(\d+)\. \*\*(.+)\*\* ____$/gm)].map((x) => x[2]);
    const defs = new Map([...m.content.matchAll(/^- ([A-H])\. (.+)$/gm)].map((x) => [x[1], x[2]]));
    const keyPart = m.content.slice(m.content.indexOf("**Part A"));
    expect(terms.length).toBeGreaterThanOrEqual(2);
    terms.forEach((term, i) => {
      const letter = new RegExp(`^${i + 1}\\. ([A-H])$`, "m").exec(keyPart)?.[1];
      const entry = GLOSSARY.find((g) => g.term === term);
      expect(entry?.exact).toBe(defs.get(letter!));
    });
  });
});
