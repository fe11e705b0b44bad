import { cn } from "@client/lib/utils";
import {
  formatTimelineYear,
  TIMELINE_CATEGORY_LABELS,
  type TimelineEvent,
} from "@common/timeline/categories";
import { ChevronDown, MapPin } from "lucide-react";
import type { KeyboardEvent } from "react";
import { CATEGORY_STYLE } from "./category-style";

export function TimelineEventItem({
  event,
  id,
  expanded,
  onToggle,
  onKeyDown,
}: {
  event: TimelineEvent;
  id: string;
  expanded: boolean;
  onToggle: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const style = CATEGORY_STYLE[event.category];
  const panelId = `${id}-details`;
  return (
    <li className="relative pl-10 sm:pl-14" data-testid="timeline-event" data-category={event.category}>
      <span
        className={cn("absolute left-[0.6rem] top-6 size-4 rounded-full ring-4 sm:left-[1.1rem]", style.dot)}
        aria-hidden="true"
      />
      <div
        className={cn(
          "rounded-xl border bg-card shadow-sm transition-shadow",
          expanded ? "border-gold/60 shadow-md" : "hover:border-gold/50 hover:shadow-md",
        )}
      >
        <h3 className="font-sans">
          <button
            type="button"
            id={id}
            data-timeline-toggle
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
            onKeyDown={onKeyDown}
            className="flex w-full items-start gap-4 rounded-xl p-4 text-left sm:p-5"
          >
            <span className="min-w-0 flex-1 sm:flex sm:gap-4">
              <span className="block shrink-0 font-serif text-2xl font-semibold leading-none text-gold-strong sm:w-24 sm:text-3xl">
                {formatTimelineYear(event)}
              </span>
              <span className="mt-1.5 block min-w-0 flex-1 sm:mt-0">
                <span className="block font-serif text-xl font-semibold leading-snug text-foreground">
                  {event.title}
                </span>
                <span className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
                  <span className={cn("rounded-full border px-2 py-0.5 font-semibold", style.badge)}>
                    {TIMELINE_CATEGORY_LABELS[event.category]}
                  </span>
                  {event.location ? (
                    <span className="inline-flex items-center gap-1 text-muted-foreground">
                      <MapPin className="size-3" aria-hidden="true" />
                      {event.location}
                    </span>
                  ) : null}
                </span>
              </span>
            </span>
            <ChevronDown
              className={cn(
                "mt-1 size-5 shrink-0 text-muted-foreground transition-transform",
                expanded && "rotate-180",
              )}
              aria-hidden="true"
            />
          </button>
        </h3>
        <section
          id={panelId}
          aria-labelledby={id}
          hidden={!expanded}
          className="animate-fade-in border-t px-4 pb-5 pt-4 sm:px-5 sm:pl-[8.25rem]"
        >
          <p className="leading-relaxed">{event.description}</p>
          {event.influence ? <InfluenceDetails influence={event.influence} /> : null}
          <p className="mt-4 rounded-lg bg-gold-soft/70 p-3 text-sm leading-relaxed">
            <span className="font-semibold text-gold-strong">Significance. </span>
            {event.significance}
          </p>
        </section>
      </div>
    </li>
  );
}

function InfluenceDetails({ influence }: { influence: NonNullable<TimelineEvent["influence"]> }) {
  return (
    <dl className="mt-4 grid gap-3 rounded-lg border bg-muted/50 p-4 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="font-semibold">Thinker</dt>
      <dd>
        {influence.name} <span className="text-muted-foreground">({influence.dates})</span>
      </dd>
      <dt className="font-semibold">Contribution</dt>
      <dd>{influence.contribution}</dd>
      <dt className="font-semibold">Key works</dt>
      <dd>
        <ul className="flex flex-wrap gap-1.5">
          {influence.works.map((work) => (
            <li key={work} className="rounded-md border bg-card px-2 py-0.5 font-serif italic">
              {work}
            </li>
          ))}
        </ul>
      </dd>
      <dt className="font-semibold">Impact on Aquinas</dt>
      <dd>{influence.impact}</dd>
    </dl>
  );
}
