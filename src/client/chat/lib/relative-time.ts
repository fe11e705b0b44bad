import { countLabel } from "@client/lib/count-label";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function plural(n: number, unit: string): string {
  return `${countLabel(n, unit)} ago`;
}

function elapsedMs(then: Date | string, now: Date): number {
  const at = typeof then === "string" ? new Date(then) : then;
  // A clock slightly ahead of the server must not produce "-1 minutes ago".
  return Math.max(0, now.getTime() - at.getTime());
}

/** Sidebar wording (§9): Just now, N hours ago, Yesterday, N days ago. */
export function sidebarRelativeTime(then: Date | string, now: Date = new Date()): string {
  const ms = elapsedMs(then, now);
  if (ms < HOUR_MS) return "Just now";
  if (ms < 24 * HOUR_MS) return plural(Math.floor(ms / HOUR_MS), "hour");
  if (ms < 48 * HOUR_MS) return "Yesterday";
  return plural(Math.floor(ms / (24 * HOUR_MS)), "day");
}

/** Message wording (§9): Just now, {n} minutes ago, {n} hours ago, then the local date. */
export function messageRelativeTime(then: Date | string, now: Date = new Date(), locale?: string): string {
  const ms = elapsedMs(then, now);
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return plural(minutes, "minute");
  if (minutes < 1440) return plural(Math.floor(minutes / 60), "hour");
  const at = typeof then === "string" ? new Date(then) : then;
  return at.toLocaleDateString(locale);
}
