import { cn } from "@client/lib/utils";
import {
  TIMELINE_CATEGORIES,
  TIMELINE_CATEGORY_LABELS,
  type TimelineCategory,
} from "@common/timeline/categories";
import { TIMELINE_EVENTS } from "@common/timeline/events";
import { CATEGORY_STYLE } from "./category-style";

export type TimelineFilterValue = "all" | TimelineCategory;

const OPTIONS: { value: TimelineFilterValue; label: string }[] = [
  { value: "all", label: "All Events" },
  ...TIMELINE_CATEGORIES.map((value) => ({ value, label: TIMELINE_CATEGORY_LABELS[value] })),
];

function countOf(value: TimelineFilterValue): number {
  return value === "all"
    ? TIMELINE_EVENTS.length
    : TIMELINE_EVENTS.filter((e) => e.category === value).length;
}

/** Toggle buttons for all events or one category; the pressed one is announced as such. */
export function TimelineFilter({
  value,
  onChange,
}: {
  value: TimelineFilterValue;
  onChange: (value: TimelineFilterValue) => void;
}) {
  return (
    <fieldset className="flex flex-wrap justify-center gap-2">
      <legend className="sr-only">Filter events by category</legend>
      {OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors",
              active
                ? "border-primary bg-primary text-primary-foreground shadow-sm"
                : "border-border bg-card text-foreground hover:border-gold hover:bg-gold-soft",
            )}
          >
            {option.value !== "all" ? (
              <span
                className={cn("size-2.5 rounded-full", CATEGORY_STYLE[option.value].dot)}
                aria-hidden="true"
              />
            ) : null}
            {option.label}
            <span className={cn("text-xs", active ? "opacity-90" : "text-muted-foreground")}>
              ({countOf(option.value)})
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
