import type { Citation } from "@common/knowledge-base/citation";
import { describe, expect, it } from "vitest";
import { buildExportMarkdown, buildExportText } from "./export-text";
import { replyCopyText, replyPlainText } from "./plain-text";
import { parseInline } from "./reply-blocks";

const cite = (reference: string, extra: Partial<Citation> = {}): Citation => ({
  work: "Summa Theologiae",
  section: "Prima Secundae, Question 94",
  reference,
  relevantText: "the precepts of the natural law are to the practical reason",
  language: "en",
  translations: [],
  ...extra,
});

const citations = [
  cite("ST I-II, q. 94, a. 2, co."),
  cite("ST I-II, q. 94, a. 1, obj. 1", { sectionKind: "objection" }),
  cite("ST I-II, q. 91, a. 2, co."),
];
// As the chat stores a reply: Markdown marks, a quotation line carrying its reference after it.
const reply = [
  "## The first precept",
  "I answer, as I wrote, that **good is to be done** and *evil avoided*.",
  "> “I answer that, As stated above (Question [91], Article [3]), the precepts of the natural law are to the practical reason” (ST I-II, q. 94, a. 2, co.)",
  "- Reason **grasps** the first principles.",
  "1. Good is to be done.",
  "See also [3].",
].join("\n");

describe("his cross-references in the reply's text", () => {
  it("keeps the bracketed numbers as written and links the article they name", () => {
    const pieces = parseInline(
      "I answer that, As stated above (Question [91], Article [3]), the precepts",
      citations.map((c) => c.reference),
      { part: "I-II", question: 94 },
    );
    expect(pieces).toEqual([
      { kind: "text", text: "I answer that, As stated above (" },
      {
        kind: "xref",
        text: "Question [91], Article [3]",
        href: "/read/st/I-II/q91/a3",
        reference: "ST I-II, q. 91, a. 3",
      },
      { kind: "text", text: "), the precepts" },
    ]);
  });

  it("still reads a marker outside them as the reply's citation", () => {
    expect(parseInline("See also [3].", [], null)).toContainEqual({ kind: "cite", index: 2 });
  });
});

describe("plain text for copy, share and export", () => {
  const plain = replyPlainText(reply, citations);

  it("drops the Markdown marks", () => {
    expect(plain).not.toMatch(/\*|^>|^#/m);
    expect(plain).toContain("that good is to be done and evil avoided.");
    expect(plain).toContain("THE FIRST PRECEPT");
    expect(plain).toContain("• Reason grasps the first principles.");
    expect(plain).toContain("1. Good is to be done.");
  });

  it("sets a quotation in quotation marks with its reference after it, his text as written", () => {
    expect(plain).toContain(
      "“I answer that, As stated above (Question [91], Article [3]), the precepts of the natural law are to the practical reason” (ST I-II, q. 94, a. 2, co.)",
    );
    expect(plain).toContain("See also (ST I-II, q. 91, a. 2, co.).");
  });

  it("quotes words that came without quotation marks", () => {
    expect(replyPlainText("> Good is to be done (ST I-II, q. 94, a. 2, co.)", citations)).toBe(
      "“Good is to be done” (ST I-II, q. 94, a. 2, co.)",
    );
  });

  it("adds the sources to a copied reply, an objection said to be the view he answers", () => {
    const copied = replyCopyText(reply, citations);
    expect(copied.startsWith(plain)).toBe(true);
    expect(copied).toContain(
      "Sources:\n1. ST I-II, q. 94, a. 2, co. — Summa Theologiae, Prima Secundae, Question 94",
    );
    expect(copied).toContain(
      "2. ST I-II, q. 94, a. 1, obj. 1 — Summa Theologiae, Prima Secundae, Question 94 (an objection: the view Aquinas answers, not his own)",
    );
  });

  it("is what the .txt export holds, and the .md export keeps the marks", () => {
    const input = {
      conversation: { title: "Natural law", createdAt: "2026-03-10T10:00:00Z" },
      messages: [
        {
          role: "user" as const,
          content: "What is the first precept?",
          createdAt: "2026-03-10T10:00:00Z",
          citations: null,
        },
        { role: "assistant" as const, content: reply, createdAt: "2026-03-10T10:00:05Z", citations },
      ],
      exportedAt: new Date("2026-03-10T11:00:00Z"),
    };
    const txt = buildExportText(input);
    expect(txt).toContain(plain);
    expect(txt).not.toMatch(/\*\*|^> /m);
    const md = buildExportMarkdown(input);
    expect(md).toMatch(/^# Natural law$/m);
    expect(md).toContain("### The first precept");
    expect(md).toContain("> “I answer that, As stated above (Question [91], Article [3])");
    expect(md).toMatch(/## Bibliography\n\n1\. ST I-II, q\. 94, a\. 2, co\. — /);
  });
});
