import { describe, expect, it, vi } from "vitest";
import { createImportProgressBars } from "./progress-bars.js";
import { ALL_SOURCES } from "./sources.js";

describe("import progress away from a terminal", () => {
  it("logs one plain line per finished source, no bar snapshots and no control codes", () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stderr, "write");
    const bars = createImportProgressBars((line) => lines.push(line), false);
    const source = ALL_SOURCES[0]?.name ?? "bible";
    bars.onProgress({ source, phase: "reading", done: 0, total: 0 });
    for (let done = 0; done <= 1000; done += 100)
      bars.onProgress({ source, phase: "writing", done, total: 1000 });
    bars.onProgress({ source, phase: "done", done: 1000, total: 1000 });
    bars.onProgress({ source, phase: "done", done: 1000, total: 1000 });
    bars.stop();
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.trim()).toMatch(new RegExp(`^${source}\\s+done 1000 rows$`));
    expect(lines.join("").includes(String.fromCharCode(27))).toBe(false);
  });
});
