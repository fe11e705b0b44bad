import { z } from "zod";

export const SECTION_KINDS = [
  "prologue",
  "objection",
  "sed_contra",
  "respondeo",
  "reply",
  "chapter",
  "paragraph",
  "verse",
  "note",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export const sectionKindSchema = z.enum(SECTION_KINDS);

export const workSummarySchema = z.object({ work: z.string(), count: z.number().int() });
export const worksResponseSchema = z.array(workSummarySchema);

export const kbStatsSchema = z.object({
  totalDocuments: z.number().int(),
  totalPassages: z.number().int(),
  lastUpdated: z.string().nullable(),
});
export type KbStats = z.infer<typeof kbStatsSchema>;
