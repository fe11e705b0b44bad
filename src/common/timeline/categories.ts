import { z } from "zod";

export const TIMELINE_CATEGORIES = ["influence", "life", "work", "study"] as const;
export type TimelineCategory = (typeof TIMELINE_CATEGORIES)[number];
export const timelineCategorySchema = z.enum(TIMELINE_CATEGORIES);

export const TIMELINE_CATEGORY_LABELS: Record<TimelineCategory, string> = {
  influence: "Philosophical Influence",
  life: "Life Event",
  work: "Major Work",
  study: "Education",
};

export const timelineInfluenceSchema = z.object({
  name: z.string(),
  dates: z.string(),
  contribution: z.string(),
  works: z.array(z.string()),
  impact: z.string(),
});

export const timelineEventSchema = z.object({
  year: z.number().int(),
  /** True when the year is approximate ("c."). */
  circa: z.boolean().optional(),
  title: z.string(),
  description: z.string(),
  category: timelineCategorySchema,
  location: z.string().optional(),
  influence: timelineInfluenceSchema.optional(),
  significance: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export type TimelineInfluence = z.infer<typeof timelineInfluenceSchema>;

export function formatTimelineYear(event: Pick<TimelineEvent, "year" | "circa">): string {
  return event.circa ? `c. ${event.year}` : String(event.year);
}
