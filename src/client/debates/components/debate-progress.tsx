import { cn } from "@client/lib/utils";
import { isComplete } from "@common/debates/catalogue";
import { useEffect, useState } from "react";

/** Turn slots of one side: Aquinas the odd turns, the opponent the even ones. */
function slots(maxTurns: number, odd: boolean): number[] {
  return Array.from({ length: maxTurns }, (_, i) => i + 1).filter((n) => (n % 2 === 1) === odd);
}

function Markers({ label, turns, current }: { label: string; turns: number[]; current: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="w-40 truncate text-sm">{label}</span>
      <ol className="flex gap-1.5" aria-label={`${label} turns`}>
        {turns.map((n) => (
          <li
            key={n}
            data-testid="turn-marker"
            data-done={n <= current}
            title={`Turn ${n}`}
            className={cn(
              "size-3 animate-[fade-in_0.3s_ease-out_0.3s_both] rounded-full border border-gold",
              n <= current ? "bg-gold" : "bg-transparent",
            )}
          />
        ))}
      </ol>
    </div>
  );
}

/** Debate Progress: Turn X of Y, an animated bar, and one marker per turn slot for each speaker. */
export function DebateProgress({
  currentTurn,
  maxTurns,
  opponent,
  next,
}: {
  currentTurn: number;
  maxTurns: number;
  opponent: string;
  next: string;
}) {
  const done = isComplete(currentTurn, maxTurns);
  const target = Math.min(100, Math.round((currentTurn / Math.max(maxTurns, 1)) * 100));
  // The bar grows from zero on first paint, then follows each turn (0.8 s).
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const id = requestAnimationFrame(() => setWidth(target));
    return () => cancelAnimationFrame(id);
  }, [target]);
  return (
    <section aria-labelledby="debate-progress" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="debate-progress" className="text-lg font-semibold">
          Debate Progress
        </h2>
        <span className="text-sm text-muted-foreground" data-testid="turn-count">
          Turn {currentTurn} of {maxTurns}
        </span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Debate progress"
        aria-valuemin={0}
        aria-valuemax={maxTurns}
        aria-valuenow={currentTurn}
      >
        <div
          className="h-full rounded-full bg-gold transition-[width] duration-800 ease-out"
          style={{ width: `${width}%` }}
        />
      </div>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>Start</span>
        <span>{done ? "Completed" : "In Progress"}</span>
      </div>
      <div className="space-y-1.5">
        <Markers label="Saint Thomas Aquinas" turns={slots(maxTurns, true)} current={currentTurn} />
        <Markers label={opponent} turns={slots(maxTurns, false)} current={currentTurn} />
      </div>
      <p className="text-sm font-medium" data-testid="next-speaker">
        {done ? "Debate Complete" : `Next: ${next}`}
      </p>
    </section>
  );
}
