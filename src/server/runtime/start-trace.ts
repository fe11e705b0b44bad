/** One step of a server start: its name, when it began and how long it took (ms since the process began). */
export interface StartStep {
  name: string;
  startMs: number;
  durationMs: number;
}

export interface StartTrace {
  /** Runs `work` as the named step and records its time, whether it succeeds or fails. */
  step<T>(name: string, work: () => Promise<T> | T): Promise<T>;
  /** Records a moment as a step of no duration (e.g. "listening"). */
  mark(name: string): void;
  /** Records a step timed elsewhere (ms since the process began). */
  record(name: string, startMs: number, endMs: number): void;
  steps(): StartStep[];
  /** One readable line per step, in the order they began: the time Node took to load the server's modules first. */
  lines(): string[];
}

/**
 * Times a server's start step by step. `now` is measured from the process's own start (Node's
 * `performance.now()`), so the time spent loading Node and the server's modules shows as the first step.
 */
export function startTrace(now: () => number = () => performance.now()): StartTrace {
  const loaded = now();
  const recorded: StartStep[] = [{ name: "node and modules", startMs: 0, durationMs: loaded }];
  const record = (name: string, startMs: number) =>
    recorded.push({ name, startMs, durationMs: now() - startMs });
  return {
    async step(name, work) {
      const startMs = now();
      try {
        return await work();
      } finally {
        record(name, startMs);
      }
    },
    mark(name) {
      record(name, now());
    },
    record(name, startMs, endMs) {
      recorded.push({ name, startMs, durationMs: endMs - startMs });
    },
    steps: () => [...recorded],
    lines: () =>
      [...recorded]
        .sort((a, b) => a.startMs - b.startMs)
        .map(
          (s) =>
            `start: ${s.name.padEnd(28)} at ${String(Math.round(s.startMs)).padStart(5)} ms, took ${String(Math.round(s.durationMs)).padStart(5)} ms`,
        ),
  };
}
