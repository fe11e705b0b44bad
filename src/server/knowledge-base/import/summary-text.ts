import type { ImportSummary } from "./import-corpus.js";

/** The end-of-import summary as printable lines: rows per work, problems, Scripture links, time. */
export function summaryLines(summary: ImportSummary): string[] {
  const lines: string[] = [];
  const width = Math.max(...summary.works.map((w) => w.work.length), 10);
  lines.push("Rows per work:");
  for (const w of summary.works) {
    lines.push(`  ${w.work.padEnd(width)}  ${w.language}  ${String(w.rows).padStart(7)}`);
  }
  lines.push(`  ${"total".padEnd(width)}      ${String(summary.totalRows).padStart(7)}`);
  lines.push("Sources:");
  for (const s of summary.sources) {
    const what = s.status === "imported" ? `imported ${s.rows} rows` : s.status;
    lines.push(`  ${s.source.padEnd(32)} ${what} (${s.seconds.toFixed(1)} s)`);
    const cited = s.resolvedCitations + s.unresolvedCitations;
    if (cited > 0) {
      const rate = ((100 * s.resolvedCitations) / cited).toFixed(1);
      lines.push(
        `    Scripture citations: ${s.resolvedCitations} of ${cited} resolved (${rate} %), ${s.unresolvedCitations} unresolved`,
      );
      if (s.unresolvedExamples.length > 0)
        lines.push(`    unresolved, e.g.: ${s.unresolvedExamples.join("; ")}`);
    }
    for (const [name, value] of Object.entries(s.stats)) lines.push(`    ${name}: ${value}`);
    for (const problem of s.problems) lines.push(`    problem: ${problem}`);
  }
  lines.push(`Article digests: ${summary.digests.digests} (${summary.digests.status}).`);
  lines.push(`Finished in ${summary.seconds.toFixed(1)} s.`);
  return lines;
}
