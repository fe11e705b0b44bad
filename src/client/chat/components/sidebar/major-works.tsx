import { Skeleton } from "@client/components/ui/skeleton";
import { BookOpen } from "lucide-react";
import { useWorks } from "../../api/knowledge-base";

const MAJOR_WORKS_SHOWN = 3;

/** The first three works of the knowledge base with their passage counts (desktop only). */
export function MajorWorks() {
  const works = useWorks();
  return (
    <section aria-labelledby="major-works-heading" className="space-y-2">
      <h2
        id="major-works-heading"
        className="px-1 text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground"
      >
        Major Works
      </h2>
      {works.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : works.isError ? (
        <p className="px-1 text-xs text-muted-foreground">The list of works could not be loaded.</p>
      ) : (
        <ul className="space-y-1">
          {works.data.slice(0, MAJOR_WORKS_SHOWN).map((w) => (
            <li key={w.work} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm">
              <BookOpen className="size-4 shrink-0 text-gold-strong" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate font-serif text-[0.95rem]">{w.work}</span>
              <span className="text-xs tabular-nums text-muted-foreground">{w.count.toLocaleString()}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
