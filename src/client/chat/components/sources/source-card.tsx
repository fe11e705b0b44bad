import { Badge } from "@client/components/ui/badge";
import { cn } from "@client/lib/utils";
import { useTextSize } from "@client/preferences/text-size-provider";
import { ReadInContext } from "@client/reader/citation-link";
import { isObjection, type SourceEntry, sourceStatus } from "../../lib/sources";
import { useOpenPassage } from "../messages/passage-viewer-context";

export function SourceCard({ entry }: { entry: SourceEntry }) {
  const open = useOpenPassage();
  const { textClass } = useTextSize();
  const status = sourceStatus(entry.timesCited);
  const { citation } = entry;
  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={() => open(citation)}
        className="w-full rounded-lg border bg-card p-3 text-left shadow-sm transition-colors hover:border-gold/70 hover:bg-gold-soft/30"
        data-testid="source-card"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="font-semibold text-primary">{citation.reference}</span>
          <Badge variant={status === "Active" ? "gold" : "outline"} className="shrink-0">
            {status}
          </Badge>
        </span>
        {isObjection(citation) ? (
          <span className="mt-1 block text-xs font-medium text-destructive">
            Objection — the view Aquinas answers
          </span>
        ) : null}
        <span className={cn("mt-1.5 line-clamp-3 block text-muted-foreground", textClass, "text-[0.85em]")}>
          {citation.relevantText}
        </span>
      </button>
      <ReadInContext citation={citation} className="px-1" />
    </div>
  );
}
