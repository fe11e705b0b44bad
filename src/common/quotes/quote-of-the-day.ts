/** Day of the year in local time: 1 January is day 1. Computed on calendar dates, so DST shifts do not matter. */
export function dayOfYear(date: Date): number {
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const newYear = Date.UTC(date.getFullYear(), 0, 1);
  return Math.round((today - newYear) / 86_400_000) + 1;
}

/** Index of the quote of the day: the day of the year modulo the number of quotes. */
export function quoteOfTheDayIndex(date: Date, count: number): number {
  if (count <= 0) return 0;
  return dayOfYear(date) % count;
}

/** A random index different from `current` (when there is more than one quote). */
export function randomOtherIndex(current: number, count: number, random: () => number = Math.random): number {
  if (count <= 1) return 0;
  const offset = 1 + Math.floor(random() * (count - 1));
  return (current + offset) % count;
}
