import { z } from "zod";

export const translationSchema = z.object({ language: z.string().max(5), text: z.string() });

/** A citation as stored with a message and read by the screens. */
export const citationSchema = z.object({
  work: z.string(),
  section: z.string(),
  reference: z.string(),
  relevantText: z.string(),
  language: z.string().max(5).default("en"),
  translations: z.array(translationSchema).default([]),
  /** The knowledge-base row quoted; lets the screens open the passage. */
  passageId: z.uuid().optional(),
  /** What kind of section it is; an objection is the view Aquinas answers. */
  sectionKind: z.string().optional(),
});
export type Citation = z.infer<typeof citationSchema>;

/** Debates allow section and reference to be absent. */
export const debateCitationSchema = citationSchema.partial({
  section: true,
  reference: true,
  relevantText: true,
});
export type DebateCitation = z.infer<typeof debateCitationSchema>;
