import { describe, expect, it } from "vitest";
import type { SourceText } from "../types.js";
import { guardReply, OBJECTION_NOTE } from "./citation-guard.js";
import { unverifiedNote } from "./unverified-note.js";

let next = 0;
const source = (
  reference: string,
  articleRef: string,
  sectionKind: SourceText["sectionKind"],
  content: string,
  latin: string | null = null,
): SourceText => {
  next += 1;
  return {
    number: next,
    passageId: `00000000-0000-4000-8000-0000000000${String(next).padStart(2, "0")}`,
    reference,
    articleRef,
    title: articleRef.endsWith("a. 3") ? "Whether God exists?" : "Whether God is a body?",
    work: "Summa Theologiae",
    section: sectionKind,
    sectionKind,
    content,
    latin,
  };
};

// Real words of the Summa (Benziger translation) as the knowledge base holds them.
const OBJ = source(
  "ST I, q. 2, a. 3, obj. 1",
  "ST I, q. 2, a. 3",
  "objection",
  "Objection 1. It seems that God does not exist; because if one of two contraries be infinite, the other would be altogether destroyed.",
  "Ad tertium sic proceditur. Videtur quod Deus non sit.",
);
const CO = source(
  "ST I, q. 2, a. 3, co.",
  "ST I, q. 2, a. 3",
  "respondeo",
  "I answer that, The existence of God can be proved in five ways. The first and more manifest way is the argument from motion. It is certain, and evident to our senses, that in the world some things are in motion.",
  "Respondeo dicendum quod Deum esse quinque viis probari potest.",
);
const BODY = source(
  "ST I, q. 3, a. 1, co.",
  "ST I, q. 3, a. 1",
  "respondeo",
  "I answer that, It is absolutely true that God is not a body; and this can be shown in three ways.",
  "Respondeo dicendum absque omni dubio Deum non esse corpus.",
);
const SOURCES = [OBJ, CO, BODY];
const NOTE = /could not be verified against my texts/;

/** Replies a model might give that put words in his mouth; each must lose the offending sentence. */
const ADVERSARIAL: { name: string; reply: string; gone: string }[] = [
  {
    name: "double quotes, invented",
    reply: 'I wrote: "the moon is made of cheese and stars." [2]',
    gone: "cheese",
  },
  {
    name: "curly double quotes, invented",
    reply: "I wrote: “the moon is made of cheese.” [2]",
    gone: "cheese",
  },
  { name: "guillemets, invented", reply: "I wrote: «the moon is made of cheese» [2]", gone: "cheese" },
  {
    name: "single quotes, invented",
    reply: "As I wrote in ST I, q. 2, a. 3: 'the moon is made of cheese'.",
    gone: "cheese",
  },
  {
    name: "curly single quotes, invented",
    reply: "As I wrote in ST I, q. 2, a. 3: ‘the moon is made of cheese’.",
    gone: "cheese",
  },
  {
    name: "single quotes with an apostrophe inside",
    reply: "I said 'God's moon is made of cheese' once.",
    gone: "cheese",
  },
  {
    name: "curly single quotes, uncited",
    reply: "My teaching is this: ‘grace destroys nature entirely’.",
    gone: "destroys nature",
  },
  {
    name: "block quote, invented",
    reply: "> The moon is made of green cheese, as all know. [2]",
    gone: "cheese",
  },
  {
    name: "block quote with a reference",
    reply: "> Faith needs no reason at all. (ST I, q. 2, a. 3, co.)",
    gone: "needs no reason",
  },
  {
    name: "block quote, uncited",
    reply: "My words:\n\n> Every body is God and God is every body.",
    gone: "every body",
  },
  { name: "italic with asterisks", reply: "I wrote that *the moon is made of cheese* [2].", gone: "cheese" },
  {
    name: "italic with underscores",
    reply: "I wrote that _the moon is made of cheese_ [2].",
    gone: "cheese",
  },
  {
    name: "italic Latin, invented",
    reply: "In my words, *Deus est luna et caseus est sol*.",
    gone: "caseus",
  },
  {
    name: "quoted Latin, invented",
    reply: "I wrote: “Deus non potest esse nisi in caelo.” [2]",
    gone: "in caelo",
  },
  {
    name: "bare Latin sentence",
    reply: "God exists. Deus est quod est et non est aliquid aliud. That is all.",
    gone: "aliquid aliud",
  },
  { name: "Latin in a block quote", reply: "> Respondeo dicendum quod luna est caseus. [2]", gone: "caseus" },
  {
    name: "a work part that does not exist (ST IV)",
    reply: "As I show in ST IV, q. 2, a. 1, God is one. This is my teaching.",
    gone: "ST IV",
  },
  {
    name: "a book that does not exist (SCG V)",
    reply: "I prove this in SCG V, c. 3. This is my teaching.",
    gone: "SCG V",
  },
  {
    name: "a question that does not exist (ST I, q. 200)",
    reply: "See ST I, q. 200 on this. This is my teaching.",
    gone: "q. 200",
  },
  {
    name: "an article not supplied",
    reply: "I treat this in ST I, q. 44, a. 1. This is my teaching.",
    gone: "q. 44",
  },
  {
    name: "a long form of a false reference",
    reply: "In the Summa Theologiae, part IV, question 2, I settle it. This is my teaching.",
    gone: "part IV",
  },
  {
    name: "Summa contra Gentiles book that does not exist",
    reply: "Read the Summa contra Gentiles, book VI, chapter 2. This is my teaching.",
    gone: "book VI",
  },
  {
    name: "a bare question that does not exist",
    reply: "In q. 99, a. 9 I answer this. This is my teaching.",
    gone: "q. 99",
  },
  {
    name: "the fragment case",
    reply: "As I wrote in ST I, q. 2, a. 3: 'the moon is made of cheese'. This is my teaching.",
    gone: "cheese",
  },
  {
    name: "objection given as his view",
    reply: "I hold that “God does not exist; because if one of two contraries be infinite” [1].",
    gone: "contraries",
  },
  {
    name: "objection as my position, uncited",
    reply: "My position is plain: “It seems that God does not exist”.",
    gone: "God does not exist",
  },
  {
    name: "objection in single quotes as my teaching",
    reply: "My teaching is: 'It seems that God does not exist'.",
    gone: "God does not exist",
  },
  {
    name: "a real quotation given the wrong article (marker)",
    reply: "I wrote: “It is absolutely true that God is not a body” [2].",
    gone: "not a body",
  },
  {
    name: "a real quotation given the wrong article (reference)",
    reply: "In ST I, q. 2, a. 3 I wrote: “It is absolutely true that God is not a body”.",
    gone: "not a body",
  },
  {
    name: "a real quotation, wrong article in brackets after it",
    reply: "“The existence of God can be proved in five ways” (ST I, q. 3, a. 1).",
    gone: "five ways",
  },
  {
    name: "a quotation with one word changed",
    reply: "I wrote: “The existence of God can be proved in seven ways.” [2]",
    gone: "seven ways",
  },
  {
    name: "a quotation stitched from two places",
    reply: "I wrote: “The existence of God is absolutely true.” [2]",
    gone: "absolutely true",
  },
  {
    name: "a marker of a passage not supplied beside an invented quote",
    reply: "I wrote: “the soul is a kind of fire” [9].",
    gone: "kind of fire",
  },
  {
    name: "nested italic inside a block quote",
    reply: "> *Gratia tollit naturam et destruit eam omnino.*",
    gone: "tollit",
  },
];

describe("the guard against adversarial model replies", () => {
  it("has at least thirty of them", () => {
    expect(ADVERSARIAL.length).toBeGreaterThanOrEqual(30);
  });

  for (const { name, reply, gone } of ADVERSARIAL) {
    it(`catches ${name}`, () => {
      const out = guardReply(reply, SOURCES);
      expect(out.text).not.toContain(gone);
      expect(out.text).toMatch(NOTE);
      // Nothing is left half-cut: no reference stripped of its number, no dangling quotation mark.
      expect(out.text).not.toMatch(/\b(?:q|a|c)\.\s*(?:[A-Z.,:]|$)/);
      expect(out.text).not.toMatch(/:\s*\.|^\s*[.,;:]/m);
      if (reply.includes("This is my teaching.")) expect(out.text).toMatch(/^This is my teaching\./);
    });
  }

  it("removes the whole sentence and keeps the others untouched", () => {
    const out = guardReply(
      "God is the first mover. As I wrote in ST I, q. 2, a. 3: 'the moon is made of cheese'. This is my teaching.",
      SOURCES,
    );
    expect(out.text).toBe(`God is the first mover. This is my teaching.\n\n${unverifiedNote(1)}`);
  });

  it("says it once, however much was removed, and not at all for a piece of a stream", () => {
    const out = guardReply("“the moon is cheese indeed” [2]. “the sun is butter indeed” [2].", SOURCES);
    expect(out.text).toBe(unverifiedNote(2));
    const piece = guardReply("“the moon is cheese indeed” [2]. Fine.", SOURCES, { note: false });
    expect(piece.text).toBe("Fine.");
    expect(piece.removed.sentences).toBe(1);
  });
});

describe("genuine quotations survive untouched", () => {
  const GENUINE: { reply: string; expected: string }[] = [
    {
      reply: "I wrote: “The existence of God can be proved in five ways.” [2]",
      expected: "I wrote: “The existence of God can be proved in five ways.” (ST I, q. 2, a. 3, co.)",
    },
    {
      reply: "As I wrote in ST I, q. 2, a. 3: 'The first and more manifest way is the argument from motion.'",
      expected:
        "As I wrote in ST I, q. 2, a. 3: 'The first and more manifest way is the argument from motion.' (ST I, q. 2, a. 3, co.)",
    },
    {
      reply:
        "In my words, ‘It is certain, and evident to our senses, that in the world some things are in motion’ [2].",
      expected:
        "In my words, ‘It is certain, and evident to our senses, that in the world some things are in motion’ (ST I, q. 2, a. 3, co.).",
    },
    {
      reply: "> It is absolutely true that God is not a body [3]",
      expected: "> It is absolutely true that God is not a body (ST I, q. 3, a. 1, co.)",
    },
    {
      reply: "In Latin: *Respondeo dicendum quod Deum esse quinque viis probari potest.* [2]",
      expected:
        "In Latin: *Respondeo dicendum quod Deum esse quinque viis probari potest.* (ST I, q. 2, a. 3, co.)",
    },
    {
      reply: "The objection runs: “It seems that God does not exist” [1]. I answer it below.",
      expected:
        "The objection runs: “It seems that God does not exist” (ST I, q. 2, a. 3, obj. 1). I answer it below.",
    },
    {
      reply:
        "God's existence is shown, and the saints' teaching agrees; I don't doubt it (ST I, q. 2, a. 3).",
      expected:
        "God's existence is shown, and the saints' teaching agrees; I don't doubt it (ST I, q. 2, a. 3).",
    },
    {
      reply: "If you want to learn more, ask me: *Why can we not see God directly?*",
      expected: "If you want to learn more, ask me: *Why can we not see God directly?*",
    },
    {
      reply: "I take this up in the article *Whether God is a body*, and in ST I-II more broadly.",
      expected: "I take this up in the article *Whether God is a body*, and in ST I-II more broadly.",
    },
  ];
  for (const { reply, expected } of GENUINE) {
    it(`keeps: ${reply.slice(0, 60)}`, () => {
      const out = guardReply(reply, SOURCES);
      expect(out.text).toBe(expected);
      expect(out.removed.sentences).toBe(0);
    });
  }

  it("labels an objection quoted without saying so, rather than removing it", () => {
    const out = guardReply(
      "Then “God does not exist; because if one of two contraries be infinite” [1].",
      SOURCES,
    );
    expect(out.text).toContain(OBJECTION_NOTE.trim());
    expect(out.text).not.toMatch(NOTE);
  });
});

describe("the grounded composer's own prose", () => {
  const sources = [
    source(
      "ST I, q. 2, a. 1, co.",
      "ST I, q. 2, a. 1",
      "respondeo",
      "Now because we do not know the essence of God, the proposition is not self-evident to us.",
    ),
  ];
  sources[0]!.number = 1;

  it("lets it mention words in quotation marks that claim no source, and still checks those that do", () => {
    const mention = 'I say "God exists" is self-evident in itself, but not to us.';
    expect(guardReply(mention, sources, { mentions: true }).text).toBe(mention);
    const claimed = 'As I wrote: "the moon is made of cheese" [1].';
    expect(guardReply(claimed, sources, { mentions: true }).text).not.toContain("cheese");
    const bound = 'I wrote "the moon is made of cheese" (ST I, q. 2, a. 1).';
    expect(guardReply(bound, sources, { mentions: true }).text).not.toContain("cheese");
  });

  it("holds a model's reply to every quotation, mention or not", () => {
    expect(guardReply('I say "the moon is made of cheese" and so it is.', sources).text).not.toContain(
      "cheese",
    );
  });
});
