import { z } from "zod";
import { digestResponseSchema } from "./digest.js";

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
export type WorkSummary = z.infer<typeof workSummarySchema>;
export const worksResponseSchema = z.array(workSummarySchema);
export type WorksResponse = z.infer<typeof worksResponseSchema>;

export const kbStatsSchema = z.object({
  totalDocuments: z.number().int(),
  totalPassages: z.number().int(),
  lastUpdated: z.string().nullable(),
});
export type KbStats = z.infer<typeof kbStatsSchema>;

/**
 * Whose words a passage gives: his own view (respondeo, sed contra, replies, his chapters), an objection
 * (a view he answers — never his position), Scripture, or another author.
 */
export const PASSAGE_VOICES = ["aquinas", "objection", "scripture", "other"] as const;
export const passageVoiceSchema = z.enum(PASSAGE_VOICES);

export const kbLatinSchema = z.object({ id: z.uuid(), text: z.string() });

export const kbPassageSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  articleRef: z.string(),
  work: z.string(),
  workKey: z.string(),
  author: z.string(),
  section: z.string(),
  sectionKind: sectionKindSchema,
  voice: passageVoiceSchema,
  /** How to show the section, e.g. "Objection 1 — a view Aquinas answers, not his own". */
  label: z.string(),
  articleTitle: z.string(),
  text: z.string(),
  language: z.string(),
  /** The aligned Latin, when there is one. */
  latin: kbLatinSchema.nullable(),
  /** True when there is no English for this passage (SCG chapters Rickaby left out): show "Latin only". */
  latinOnly: z.boolean(),
});
export type KbPassage = z.infer<typeof kbPassageSchema>;

export const kbSearchQuerySchema = z.object({
  q: z.string().max(500, { message: "The question may be at most 500 characters." }).optional(),
  limit: z.coerce
    .number({ message: "limit must be a number." })
    .int({ message: "limit must be a whole number." })
    .min(1, { message: "limit must be at least 1." })
    .max(50, { message: "limit may be at most 50." })
    .default(10),
  work: z.string().trim().max(100).optional(),
  author: z.string().trim().max(100).optional(),
});

export const kbSearchResultSchema = kbPassageSchema.extend({
  score: z.number(),
  /** The digest of the passage's article: what it answers and how he answers (null when it has none). */
  digest: digestResponseSchema.nullable(),
});
export const kbSearchResponseSchema = z.array(kbSearchResultSchema);

export const kbScriptureVerseSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  text: z.string(),
  latin: z.string().nullable(),
});

export const kbPassageDetailSchema = kbPassageSchema.extend({ scripture: z.array(kbScriptureVerseSchema) });
export type KbPassageDetail = z.infer<typeof kbPassageDetailSchema>;

/** One Leonine chapter of the Summa contra Gentiles in Latin, by numbered paragraph. */
export const kbLatinChapterSchema = z.object({
  articleRef: z.string(),
  title: z.string(),
  paragraphs: z.array(
    z.object({ id: z.uuid(), reference: z.string(), n: z.number().int(), text: z.string() }),
  ),
});
export type KbLatinChapter = z.infer<typeof kbLatinChapterSchema>;

/**
 * One opened passage. Rickaby abridges the Summa contra Gentiles, so his paragraphs have no aligned Latin:
 * `chapterLatin` gives instead the whole Latin of the chapter(s) the paragraph belongs to, in order
 * (null for every other passage, and where the Latin of the chapter is missing).
 */
export const kbPassageOpenedSchema = kbPassageDetailSchema.extend({
  chapterLatin: z.array(kbLatinChapterSchema).nullable(),
});
export type KbPassageOpened = z.infer<typeof kbPassageOpenedSchema>;

export const kbLookupQuerySchema = z.object({ ref: z.string().max(200).optional() });

/** What a reference names: one passage, or a whole article (chapter) in order. */
export const kbLookupResponseSchema = z.object({
  reference: z.string(),
  articleRef: z.string(),
  articleTitle: z.string(),
  work: z.string(),
  author: z.string(),
  wholeArticle: z.boolean(),
  passages: z.array(kbPassageDetailSchema),
  /** The digest of the article: learners' questions it answers, his verdict and answer, in plain words. */
  digest: digestResponseSchema.nullable(),
});
export type KbLookupResponse = z.infer<typeof kbLookupResponseSchema>;
