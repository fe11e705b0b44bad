import type { Message } from "@common/conversations/contract";
import type { Citation } from "@common/knowledge-base/citation";
import { describe, expect, it } from "vitest";
import { bibliography, buildExportText, excerpt, exportFileName, sanitiseTitle } from "./export-text";
import { messageShareText } from "./share-text";
import { citationListText, groupSources, sourceStatus } from "./sources";

const cite = (reference: string, relevantText = `Text of ${reference}`, extra: Partial<Citation> = {}) =>
  ({
    work: "Summa Theologiae",
    section: "First Part, Question 2",
    reference,
    relevantText,
    language: "en",
    translations: [],
    ...extra,
  }) satisfies Citation;

type ExportMessage = Pick<Message, "role" | "content" | "createdAt" | "citations">;
const long = "The existence of God can be proved in five ways. ".repeat(10);
const messages: ExportMessage[] = [
  {
    role: "user",
    content: "Can reason prove that God exists?",
    createdAt: "2026-03-10T10:00:00Z",
    citations: null,
  },
  {
    role: "assistant",
    content: "It can, in five ways.",
    createdAt: "2026-03-10T10:00:05Z",
    citations: [
      cite("ST I, q. 2, a. 3, co.", long),
      cite("ST I, q. 2, a. 3, obj. 1", "It seems God does not exist", { sectionKind: "objection" }),
    ],
  },
  { role: "user", content: "And the first way?", createdAt: "2026-03-10T10:01:00Z", citations: null },
  {
    role: "assistant",
    content: "From motion.",
    createdAt: "2026-03-10T10:01:05Z",
    citations: [
      cite("ST I, q. 2, a. 3, co.", long),
      cite("Ex. 3:14", "I AM WHO AM", { work: "Bible", section: "Exodus 3" }),
    ],
  },
];

describe("export file name", () => {
  it("is the sanitised title plus the date", () => {
    expect(exportFileName("Can reason prove that God exists?", new Date(2026, 2, 9, 23, 30))).toBe(
      "Can_reason_prove_that_God_exists_2026-03-09.txt",
    );
    expect(sanitiseTitle("Sūmma: ¿qué/es? <ok>")).toBe("Summa_que_es_ok");
    expect(sanitiseTitle("???")).toBe("conversation");
    expect(sanitiseTitle("x".repeat(300))).toHaveLength(80);
  });
});

describe("export text", () => {
  const text = buildExportText({
    conversation: { title: "Proving God", createdAt: "2026-03-10T10:00:00Z" },
    messages,
    exportedAt: new Date("2026-03-10T11:00:00Z"),
  });

  it("holds the conversation in order with the speakers", () => {
    expect(text).toContain("Proving God");
    expect(text.indexOf("[You]")).toBeLessThan(text.indexOf("[Saint Thomas Aquinas]"));
    expect(text).toContain("Can reason prove that God exists?");
    expect(text).toContain("From motion.");
  });

  it("lists each reply's sources with excerpts cut at 200 characters", () => {
    expect(text.match(/Sources:/g)).toHaveLength(2);
    const cut = `${long.replace(/\s+/g, " ").slice(0, 200).trimEnd()}…`;
    expect(text).toContain(`"${cut}"`);
    expect(text).not.toContain(long.trim());
    expect(text).toContain("[objection — the view Aquinas answers]");
  });

  it("ends with a bibliography deduplicated by reference", () => {
    const bib = text.slice(text.indexOf("BIBLIOGRAPHY"));
    expect(bib.match(/ST I, q\. 2, a\. 3, co\./g)).toHaveLength(1);
    expect(bib).toContain("3. Bible. Exodus 3. Ex. 3:14.");
    expect(bibliography(messages).map((c) => c.reference)).toEqual([
      "ST I, q. 2, a. 3, co.",
      "ST I, q. 2, a. 3, obj. 1",
      "Ex. 3:14",
    ]);
  });

  it("says so when nothing was cited", () => {
    const empty = buildExportText({
      conversation: { title: "Empty", createdAt: "2026-03-10T10:00:00Z" },
      messages: [],
      exportedAt: new Date(),
    });
    expect(empty).toContain("No sources were cited in this conversation.");
  });

  it("cuts excerpts only when longer than the limit", () => {
    expect(excerpt("short  text")).toBe("short text");
    expect(excerpt("a".repeat(201))).toBe(`${"a".repeat(200)}…`);
  });
});

describe("sources", () => {
  it("groups by work and section and marks sources cited twice as Active", () => {
    const groups = groupSources(messages);
    expect(groups.map((g) => g.work)).toEqual(["Summa Theologiae", "Bible"]);
    const entries = groups[0]?.sections[0]?.entries ?? [];
    expect(entries.map((e) => [e.citation.reference, e.timesCited, sourceStatus(e.timesCited)])).toEqual([
      ["ST I, q. 2, a. 3, co.", 2, "Active"],
      ["ST I, q. 2, a. 3, obj. 1", 1, "Referenced"],
    ]);
  });

  it("formats a shareable citation list with objections labelled", () => {
    const list = citationListText("Proving God", messages);
    expect(list.split("\n").slice(2)).toEqual([
      "1. Summa Theologiae, ST I, q. 2, a. 3, co.",
      "2. Summa Theologiae, ST I, q. 2, a. 3, obj. 1 (objection — the view Aquinas answers)",
      "3. Bible, Ex. 3:14",
    ]);
  });
});

describe("share text", () => {
  it("is the first 100 characters with an ellipsis", () => {
    expect(messageShareText("x".repeat(150))).toBe(`${"x".repeat(100)}...`);
    expect(messageShareText("Short.")).toBe("Short....");
  });
});
