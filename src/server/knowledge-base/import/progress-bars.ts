import cliProgress from "cli-progress";
import {
  type ImportOptions,
  type ImportProgress,
  type ImportSummary,
  importCorpus,
} from "./import-corpus.js";
import { ALL_SOURCES } from "./sources.js";
import { summaryLines } from "./summary-text.js";

const PHASE_LABEL = {
  checking: "checking",
  reading: "reading",
  writing: "writing",
  done: "done",
  unchanged: "unchanged",
  failed: "FAILED",
} as const;

/** One progress bar per corpus source; returns the progress callback and a function that ends the display. */
export function createImportProgressBars(): { onProgress: (p: ImportProgress) => void; stop: () => void } {
  const bars = new cliProgress.MultiBar(
    {
      format: " {source} |{bar}| {value}/{total} rows  {phase}",
      hideCursor: true,
      clearOnComplete: false,
      barsize: 30,
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  const width = Math.max(...ALL_SOURCES.map((s) => s.name.length));
  const bar = new Map(
    ALL_SOURCES.map((s) => [s.name, bars.create(1, 0, { source: s.name.padEnd(width), phase: "waiting" })]),
  );
  return {
    onProgress: (p) => {
      const b = bar.get(p.source);
      if (!b) return;
      if (p.total > 0) b.setTotal(p.total);
      b.update(p.done, { phase: PHASE_LABEL[p.phase] });
    },
    stop: () => bars.stop(),
  };
}

/** Imports with a progress bar per source, then logs the summary; used by `kb:import` and the first start. */
export async function importWithProgress(
  options: Omit<ImportOptions, "onProgress">,
  log: (line: string) => void,
): Promise<ImportSummary> {
  const bars = createImportProgressBars();
  try {
    const summary = await importCorpus({ ...options, onProgress: bars.onProgress });
    bars.stop();
    for (const line of summaryLines(summary)) log(line);
    return summary;
  } finally {
    bars.stop();
  }
}
