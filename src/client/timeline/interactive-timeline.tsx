import { TIMELINE_CATEGORY_LABELS } from "@common/timeline/categories";
import { TIMELINE_EVENTS } from "@common/timeline/events";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { TimelineEventItem } from "./timeline-event-item";
import { TimelineFilter, type TimelineFilterValue } from "./timeline-filter";

/** The filterable, expandable list of events. Arrow keys, Home and End move between events. */
export function InteractiveTimeline() {
  const [filter, setFilter] = useState<TimelineFilterValue>("all");
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const listRef = useRef<HTMLOListElement>(null);
  const baseId = useId();

  const events = useMemo(
    () => (filter === "all" ? TIMELINE_EVENTS : TIMELINE_EVENTS.filter((e) => e.category === filter)),
    [filter],
  );

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const moveFocus = (e: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>("[data-timeline-toggle]") ?? []),
    ];
    const index = buttons.indexOf(e.currentTarget);
    const target =
      e.key === "ArrowDown"
        ? buttons[index + 1]
        : e.key === "ArrowUp"
          ? buttons[index - 1]
          : e.key === "Home"
            ? buttons[0]
            : e.key === "End"
              ? buttons.at(-1)
              : undefined;
    if (!target) return;
    e.preventDefault();
    target.focus();
  };

  const label = filter === "all" ? "events" : `${TIMELINE_CATEGORY_LABELS[filter]} events`;

  return (
    <div>
      <TimelineFilter value={filter} onChange={setFilter} />
      <p
        className="mt-5 text-center text-sm text-muted-foreground"
        aria-live="polite"
        data-testid="timeline-count"
      >
        Showing {events.length} of {TIMELINE_EVENTS.length} {label}
      </p>
      <div className="relative mx-auto mt-8 max-w-4xl">
        <div
          className="absolute bottom-4 left-[1.05rem] top-4 w-px bg-linear-to-b from-gold/10 via-gold to-gold/10 sm:left-[1.55rem]"
          aria-hidden="true"
        />
        <ol ref={listRef} className="space-y-4" aria-label="Events in the life and times of Saint Thomas">
          {events.map((event) => {
            const key = `${event.year}-${event.title}`;
            return (
              <TimelineEventItem
                key={key}
                id={`${baseId}-${event.year}`}
                event={event}
                expanded={expanded.has(key)}
                onToggle={() => toggle(key)}
                onKeyDown={moveFocus}
              />
            );
          })}
        </ol>
      </div>
    </div>
  );
}
