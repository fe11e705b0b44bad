import type { TimelineCategory } from "@common/timeline/categories";

/** Marker and badge colours per category; text colours keep AA contrast in both themes. */
export const CATEGORY_STYLE: Record<TimelineCategory, { dot: string; badge: string }> = {
  influence: {
    dot: "bg-primary ring-primary/25 dark:bg-sky-400 dark:ring-sky-400/25",
    badge:
      "border-sky-800/30 bg-sky-100 text-sky-900 dark:border-sky-300/30 dark:bg-sky-900/50 dark:text-sky-100",
  },
  life: {
    dot: "bg-gold ring-gold/30",
    badge:
      "border-amber-800/30 bg-amber-100 text-amber-900 dark:border-amber-300/30 dark:bg-amber-900/50 dark:text-amber-100",
  },
  work: {
    dot: "bg-rose-800 ring-rose-800/25 dark:bg-rose-400",
    badge:
      "border-rose-800/30 bg-rose-100 text-rose-900 dark:border-rose-300/30 dark:bg-rose-900/50 dark:text-rose-100",
  },
  study: {
    dot: "bg-emerald-700 ring-emerald-700/25 dark:bg-emerald-400",
    badge:
      "border-emerald-800/30 bg-emerald-100 text-emerald-900 dark:border-emerald-300/30 dark:bg-emerald-900/50 dark:text-emerald-100",
  },
};
