import { z } from "zod";
import { EDUCATION_LEVELS, type EducationLevel } from "../education/levels.js";

const explanationsShape = Object.fromEntries(EDUCATION_LEVELS.map((level) => [level, z.string()])) as Record<
  EducationLevel,
  z.ZodString
>;

/** A quotation as the API serves it, its texts read from the knowledge base. */
export const quoteSchema = z.object({
  id: z.string(),
  quote: z.string(),
  /** Human-readable source, e.g. "Summa Theologiae I, q. 1, a. 8, ad 2". */
  source: z.string(),
  /** Canonical reference of the passage. */
  reference: z.string(),
  /** The title of the article the passage belongs to. */
  articleTitle: z.string(),
  context: z.string(),
  theme: z.string(),
  explanations: z.object(explanationsShape),
  latin: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quotesResponseSchema = z.array(quoteSchema);
