import { describe, expect, it } from "vitest";
import { applyLibraryFilter, DEFAULT_FILTER } from "./library-filter";

const M = [
  {
    title: "Quiz: Whether God exists?",
    description: "For college",
    materialType: "quiz",
    educationLevel: "college",
    createdAt: "2026-11-20T10:00:00.000Z",
  },
  {
    title: "Summary: Whether the natural law",
    description: "About LAW and precepts",
    materialType: "summary",
    educationLevel: "high",
    createdAt: "2026-11-22T10:00:00.000Z",
  },
  {
    title: "Flashcards: Of synderesis",
    description: null,
    materialType: "flashcards",
    educationLevel: "college",
    createdAt: "2026-11-21T10:00:00.000Z",
  },
] as const;
const materials = M.map((m) => ({ ...m }));
const titles = (list: { title: string }[]) => list.map((m) => m.title.split(":")[0]);

describe("the library filter", () => {
  it("shows the newest first by default", () => {
    expect(titles(applyLibraryFilter(materials, DEFAULT_FILTER))).toEqual(["Summary", "Flashcards", "Quiz"]);
  });

  it("searches title or description without regard to case", () => {
    expect(titles(applyLibraryFilter(materials, { ...DEFAULT_FILTER, search: "law" }))).toEqual(["Summary"]);
    expect(titles(applyLibraryFilter(materials, { ...DEFAULT_FILTER, search: "GOD" }))).toEqual(["Quiz"]);
    expect(applyLibraryFilter(materials, { ...DEFAULT_FILTER, search: "   " })).toHaveLength(3);
    expect(applyLibraryFilter(materials, { ...DEFAULT_FILTER, search: "nothing like this" })).toHaveLength(0);
  });

  it("filters by type and level together", () => {
    expect(titles(applyLibraryFilter(materials, { ...DEFAULT_FILTER, level: "college" }))).toEqual([
      "Flashcards",
      "Quiz",
    ]);
    expect(
      titles(applyLibraryFilter(materials, { ...DEFAULT_FILTER, level: "college", type: "quiz" })),
    ).toEqual(["Quiz"]);
  });

  it("sorts by title or type, in either order", () => {
    expect(titles(applyLibraryFilter(materials, { ...DEFAULT_FILTER, sort: "title", order: "asc" }))).toEqual(
      ["Flashcards", "Quiz", "Summary"],
    );
    expect(titles(applyLibraryFilter(materials, { ...DEFAULT_FILTER, sort: "type", order: "desc" }))).toEqual(
      ["Summary", "Quiz", "Flashcards"],
    );
    expect(titles(applyLibraryFilter(materials, { ...DEFAULT_FILTER, order: "asc" }))).toEqual([
      "Quiz",
      "Flashcards",
      "Summary",
    ]);
  });
});
