import { z } from "zod";
import type { StPart } from "../../../common/references/index.js";

const texts = z.array(z.string());
const numbered = z.record(z.string(), z.looseObject({ text: texts }));

export const enArticleSchema = z.looseObject({
  title: texts,
  text: texts.optional(),
  objections: numbered,
  counter: texts,
  body: texts,
  replies: numbered,
});
export type EnArticle = z.infer<typeof enArticleSchema>;

/** One English question file (json/<PART>/<PART>-Question-N.json). */
export const enQuestionSchema = z.looseObject({
  id: z.number().int().positive(),
  part: z.string(),
  title: z.string(),
  outer: z.looseObject({ text: texts }).optional(),
  article: z.record(z.string(), enArticleSchema),
});
export type EnQuestion = z.infer<typeof enQuestionSchema>;

/** FS-PROLOGUE.json, TP-PROLOGUE.json: the prologue of a part. */
export const enPartPrologueSchema = z.looseObject({ prologue: z.looseObject({ text: texts }) });

const laSection = z.looseObject({
  type: z.enum(["arg", "sc", "co", "ad", "ad_arg"]),
  n: z.number().int().nullable(),
  text: z.string(),
});
export type LaSection = z.infer<typeof laSection>;
const prooemium = z.looseObject({ text: z.string() });

/** One Latin part file (ST-I.json …). */
export const laPartSchema = z.looseObject({
  part: z.string(),
  part_prooemium: prooemium.nullable().optional(),
  work_prooemium: prooemium.nullable().optional(),
  questions: z.array(
    z.looseObject({
      question: z.number().int().positive(),
      prooemium: prooemium.nullable().optional(),
      articles: z.array(
        z.looseObject({ article: z.number().int().positive(), sections: z.array(laSection) }),
      ),
    }),
  ),
});
export type LaPart = z.infer<typeof laPartSchema>;

/** English file part codes → cited part. */
export const EN_PARTS: Record<string, StPart> = {
  FP: "I",
  FS: "I-II",
  SS: "II-II",
  TP: "III",
  XP: "Suppl.",
  X1: "App. 1",
  X2: "App. 2",
};
export const LATIN_FILES: Partial<Record<StPart, string>> = {
  I: "ST-I.json",
  "I-II": "ST-I-II.json",
  "II-II": "ST-II-II.json",
  III: "ST-III.json",
};
export const PART_NAMES: Record<StPart, string> = {
  I: "the First Part",
  "I-II": "the First Part of the Second Part",
  "II-II": "the Second Part of the Second Part",
  III: "the Third Part",
  "Suppl.": "the Supplement",
  "App. 1": "Appendix 1",
  "App. 2": "Appendix 2",
};
