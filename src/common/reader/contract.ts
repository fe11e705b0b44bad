import { z } from "zod";
import { passageVoiceSchema, sectionKindSchema } from "../knowledge-base/contract.js";
import { digestResponseSchema } from "../knowledge-base/digest.js";

/** One section of an article in the reader: English with the Latin it translates, labelled. */
export const readerSectionSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** The fragment that names it in the reader address: "co", "obj1", "sc", "ad2", "p3". */
  anchor: z.string().nullable(),
  sectionKind: sectionKindSchema,
  voice: passageVoiceSchema,
  /** How to show it; an objection says it is a view he answers, not his own. */
  label: z.string(),
  english: z.string().nullable(),
  latin: z.string().nullable(),
});
export type ReaderSection = z.infer<typeof readerSectionSchema>;

/** A Latin paragraph shown on its own: the Leonine chapter beside Rickaby's abridged English. */
export const readerLatinParagraphSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  anchor: z.string().nullable(),
  text: z.string(),
});

export const readerLinkSchema = z.object({
  articleRef: z.string(),
  /** The reader path after "/read/", e.g. "st/I-II/q94/a2". */
  place: z.string(),
  title: z.string(),
});
export type ReaderLink = z.infer<typeof readerLinkSchema>;

/**
 * A whole article, question or chapter as the reader shows it, in its order. A Bible chapter's sections
 * are its verses (anchor `v5`), the Douay-Rheims with the Clementine Vulgate verse beside it.
 */
export const readerPageSchema = z.object({
  kind: z.enum(["article", "question", "chapter"]),
  articleRef: z.string(),
  place: z.string(),
  work: z.string(),
  workKey: z.enum(["st", "scg", "bible"]),
  title: z.string(),
  /** The part of the Summa or the book of the Contra Gentiles, e.g. "ST I-II", "SCG III". */
  division: z.object({ label: z.string(), anchor: z.string() }),
  /** The question an article belongs to, with its prologue (English and Latin) when there is one. */
  question: z
    .object({
      articleRef: z.string(),
      place: z.string(),
      title: z.string(),
      prologue: z.object({ english: z.string().nullable(), latin: z.string().nullable() }).nullable(),
    })
    .nullable(),
  sections: z.array(readerSectionSchema),
  /** For a Contra Gentiles chapter: its Leonine Latin, paragraph by paragraph (Rickaby abridges, so it is not aligned). */
  latinParagraphs: z.array(readerLatinParagraphSchema),
  digest: digestResponseSchema.nullable(),
  /** The articles of the question (the chapters of the book, for the Contra Gentiles). */
  siblings: z.array(readerLinkSchema),
  previous: readerLinkSchema.nullable(),
  next: readerLinkSchema.nullable(),
});
export type ReaderPage = z.infer<typeof readerPageSchema>;

export const readerParamsSchema = z.object({
  work: z.string().max(10),
  "*": z.string().max(60),
});

/** The works, their parts (books) and questions, for the browse page. */
export const readerContentsSchema = z.object({
  works: z.array(
    z.object({
      workKey: z.enum(["st", "scg", "bible"]),
      work: z.string(),
      divisions: z.array(
        z.object({
          label: z.string(),
          anchor: z.string(),
          /** Questions with their articles (ST), or one group holding the book's chapters (SCG). */
          groups: z.array(
            z.object({
              articleRef: z.string().nullable(),
              place: z.string().nullable(),
              title: z.string(),
              items: z.array(readerLinkSchema),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type ReaderContents = z.infer<typeof readerContentsSchema>;

export const readerSearchQuerySchema = z.object({
  q: z.string().trim().max(200, { message: "The search may be at most 200 characters." }).optional(),
});

export const readerSearchResponseSchema = z.array(
  readerLinkSchema.extend({
    /** The digest question that matched, when the match was not in the title. */
    ask: z.string().nullable(),
  }),
);
export type ReaderSearchResult = z.infer<typeof readerSearchResponseSchema>[number];
