import { describe, expect, it } from "vitest";
import { materialBlocks } from "./material-blocks";
import { debateMaterialPrintHtml, debateMaterialShareText } from "./material-output";

const material = {
  title: "Evaluation Scorecard: Causes",
  description: "Scorecard of the debate.",
  content: "# Scorecard\n\n## Aquinas — 12 / 16\n- **Grounding**: 4 / 4\n1. first\n\n*** Key <insight>",
  materialType: "debate_scorecard" as const,
  educationLevel: "high",
};

describe("debate material output", () => {
  it("shares title, the From line, description and content", () => {
    expect(debateMaterialShareText(material, "Do causes act?")).toBe(
      `Evaluation Scorecard: Causes\n\nFrom: Do causes act?\n\nScorecard of the debate.\n\n${material.content}`,
    );
  });

  it("reads headings, lists and key-insight lines, and prints them with the source debate", () => {
    expect(materialBlocks(material.content).map((b) => b.kind)).toEqual(["h1", "h2", "ul", "ol", "insight"]);
    const html = debateMaterialPrintHtml(material, "Do causes act?", new Date(2026, 0, 2));
    expect(html).toContain("Source debate: Do causes act?");
    expect(html).toContain('<span class="badge">Evaluation Scorecard</span>');
    expect(html).toContain("<li><strong>Grounding</strong>: 4 / 4</li>");
    expect(html).toContain('<p class="insight">Key &lt;insight&gt;</p>');
    expect(html).toContain("High School level");
  });
});
