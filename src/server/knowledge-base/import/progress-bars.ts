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

/**
 * One progress bar per corpus source on a terminal; elsewhere (a CI log, a pipe) one plain line per source
 * when it finishes, with no bar snapshots and no control codes.
 */
export function createImportProgressBars(
  log: (line: string) => void = (line) => console.log(line),
  terminal: boolean = Boolean(process.stderr.isTTY),
): { onProgress: (p: ImportProgress) => void; stop: () => void } {
  const width = Math.max(...ALL_SOURCES.map((s) => s.name.length));
  if (!terminal) {
    const finished = new Set<string>();
    return {
      onProgress: (p) => {
        if (!["done", "unchanged", "failed"].includes(p.phase) || finished.has(p.source)) return;
        finished.add(p.source);
        const rows = p.phase === "done" ? ` ${p.done} rows` : "";
        log(` ${p.source.padEnd(width)} ${PHASE_LABEL[p.phase]}${rows}`);
      },
      stop: () => {},
    };
  }
  const bars = new cliProgress.MultiBar(
    {
      format: " {source} |{bar}| {value}/{total} rows  {phase}",
      hideCursor: true,
      clearOnComplete: false,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
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
  const bars = createImportProgressBars(log);
  try {
    const summary = await importCorpus({ ...options, onProgress: bars.onProgress });
    bars.stop();
    for (const line of summaryLines(summary)) log(line);
    return summary;
  } finally {
    bars.stop();
  }
}
