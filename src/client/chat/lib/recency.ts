export type Recency = "gold" | "blue" | "gray";

const HOUR_MS = 3_600_000;

/** Gold when updated under 2 hours ago, blue under 24 hours, gray otherwise (§4). */
export function recencyOf(updatedAt: Date | string, now: Date = new Date()): Recency {
  const at = typeof updatedAt === "string" ? new Date(updatedAt) : updatedAt;
  const ms = now.getTime() - at.getTime();
  if (ms < 2 * HOUR_MS) return "gold";
  if (ms < 24 * HOUR_MS) return "blue";
  return "gray";
}

export const RECENCY_LABELS: Record<Recency, string> = {
  gold: "Updated in the last 2 hours",
  blue: "Updated today",
  gray: "Older",
};
