import fs from "node:fs";

export interface Summary {
  corpus: string;
  replies: number;
  p50: number;
  p95: number;
  composeP50: number;
  composeP95: number;
  citationsPerReply: number;
  quotations: number;
  verbatimShare: number;
  perLevel: { level: string; p50: number; p95: number; citations: number; grade: number; chars: number }[];
  machine: string;
}

const TARGETS: Record<string, string> = { elementary: "≤ 5", middle: "≤ 8", high: "≤ 10" };
const HEADING = "## Answers";

/** Replaces (or appends) the "Answers" section of the benchmarks document, leaving the rest alone. */
export function writeReport(s: Summary, file: string): void {
  const section = [
    HEADING,
    "",
    `\`npm run bench:answers\` — grounded composer (no model), ${s.replies} replies: the development questions in bench/answers/questions.ts at every level and style. Corpus: ${s.corpus}. Machine: ${s.machine}. Date: ${new Date().toISOString().slice(0, 10)}.`,
    "",
    `- Server time per reply (retrieval + composition + guard): p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (target p95 ≤ 150 ms).`,
    `- Of which composition and citation guard alone (retrieval and article loading excluded): p50 ${s.composeP50.toFixed(1)} ms, p95 ${s.composeP95.toFixed(1)} ms.`,
    `- Citations per reply: ${s.citationsPerReply.toFixed(2)}.`,
    `- Quotations verbatim in the passage their reference names: ${(s.verbatimShare * 100).toFixed(1)} % of ${s.quotations} (target 100 %).`,
    "",
    "The rest is time inside the knowledge base: retrieval, loading the main article with the verses it cites, and from college level up a second search within the main article's question for its neighbouring articles.",
    "",
    "| level | p50 ms | p95 ms | citations / reply | FK grade of explanatory text | target | reply length (chars) |",
    "|---|---|---|---|---|---|---|",
    ...s.perLevel.map(
      (l) =>
        `| ${l.level} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} | ${l.citations.toFixed(2)} | ${l.grade.toFixed(1)} | ${TARGETS[l.level] ?? "—"} | ${Math.round(l.chars)} |`,
    ),
    "",
  ].join("\n");
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n\n";
  const start = existing.indexOf(HEADING);
  if (start < 0) {
    fs.writeFileSync(file, `${existing.trimEnd()}\n\n${section}`);
    return;
  }
  const next = existing.indexOf("\n## ", start + HEADING.length);
  const rest = next < 0 ? "" : existing.slice(next + 1);
  fs.writeFileSync(file, `${existing.slice(0, start)}${section}${rest ? `\n${rest}` : ""}`);
}
