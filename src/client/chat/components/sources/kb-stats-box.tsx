import { Skeleton } from "@client/components/ui/skeleton";
import { Database } from "lucide-react";
import { useKbStats } from "../../api/knowledge-base";

export function KbStatsBox() {
  const stats = useKbStats();
  return (
    <section
      aria-labelledby="kb-stats-heading"
      className="rounded-lg border border-primary/20 bg-primary/5 p-3"
    >
      <h3 id="kb-stats-heading" className="mb-2 flex items-center gap-1.5 font-sans text-sm font-semibold">
        <Database className="size-4 text-primary" aria-hidden="true" /> Knowledge Base
      </h3>
      {stats.isPending ? (
        <Skeleton className="h-10" />
      ) : stats.isError ? (
        <p className="text-xs text-muted-foreground">The knowledge base figures could not be loaded.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Documents</dt>
            <dd className="font-semibold tabular-nums">{stats.data.totalDocuments.toLocaleString()}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Passages</dt>
            <dd className="font-semibold tabular-nums">{stats.data.totalPassages.toLocaleString()}</dd>
          </div>
          {stats.data.lastUpdated ? (
            <div className="col-span-2">
              <dt className="text-xs text-muted-foreground">Last updated</dt>
              <dd>{new Date(stats.data.lastUpdated).toLocaleDateString()}</dd>
            </div>
          ) : null}
        </dl>
      )}
    </section>
  );
}
