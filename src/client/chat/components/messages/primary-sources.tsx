import type { Citation } from "@common/knowledge-base/citation";
import { BookOpenText } from "lucide-react";
import { isObjection, latinOf } from "../../lib/sources";
import { useOpenPassage } from "./passage-viewer-context";

/** The "Primary Sources" box under a reply: each entry opens its passage. */
export function PrimarySources({ citations }: { citations: readonly Citation[] }) {
  const open = useOpenPassage();
  if (citations.length === 0) return null;
  const distinct = [...new Map(citations.map((c) => [c.reference, c])).values()];
  return (
    <div className="mt-4 rounded-lg border border-gold/40 bg-background/60 p-3">
      <h3 className="mb-2 flex items-center gap-1.5 font-sans text-xs font-semibold uppercase tracking-[0.12em] text-gold-strong">
        <BookOpenText className="size-3.5" aria-hidden="true" /> Primary Sources
      </h3>
      <ul className="space-y-1.5">
        {distinct.map((c) => (
          <li key={c.reference}>
            <button
              type="button"
              onClick={() => open(c)}
              className="group flex w-full flex-col items-start rounded-md px-2 py-1.5 text-left transition-colors hover:bg-accent/70"
              data-testid="citation"
            >
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-primary underline decoration-gold/50 underline-offset-2 group-hover:decoration-gold">
                  {c.reference}
                </span>
                <span className="text-[0.85em] text-muted-foreground">{c.work}</span>
                {isObjection(c) ? (
                  <span className="rounded bg-destructive/10 px-1.5 text-[0.75em] font-medium text-destructive">
                    Objection — the view Aquinas answers
                  </span>
                ) : null}
                {latinOf(c) ? (
                  <span className="text-[0.75em] italic text-muted-foreground">with Latin</span>
                ) : null}
              </span>
              <span className="line-clamp-2 text-[0.9em] text-muted-foreground">{c.relevantText}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
