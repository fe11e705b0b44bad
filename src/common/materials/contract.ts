import { z } from "zod";
import { educationLevelSchema } from "../education/levels.js";
import {
  DESCRIPTION_MAX_CHARS,
  DOCUMENT_MAX_CHARS,
  descriptionTooLong,
  documentTooLong,
  TITLE_MAX_CHARS,
  titleTooLong,
} from "../http/text-limits.js";
import { citationSchema } from "../knowledge-base/citation.js";
import { chatMaterialTypeSchema, materialTypeSchema } from "./material-types.js";

export const generateMaterialBodySchema = z.object({
  messageContent: z
    .string()
    .trim()
    .min(1, "There is no message to turn into a material.")
    .max(DOCUMENT_MAX_CHARS, documentTooLong),
  citations: z.array(citationSchema).nullable().default([]),
  educationLevel: educationLevelSchema,
  materialType: chatMaterialTypeSchema,
  conversationId: z.uuid().nullable().optional(),
  messageId: z.string().max(100).nullable().optional(),
});
export type GenerateMaterialBody = z.infer<typeof generateMaterialBodySchema>;

export const generatedMaterialSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  materialType: materialTypeSchema,
  educationLevel: educationLevelSchema,
  content: z.string(),
});
export type GeneratedMaterial = z.infer<typeof generatedMaterialSchema>;

export const saveMaterialBodySchema = generatedMaterialSchema.extend({
  title: z.string().trim().min(1, "A material needs a title.").max(TITLE_MAX_CHARS, titleTooLong),
  content: z.string().trim().min(1, "A material needs content.").max(DOCUMENT_MAX_CHARS, documentTooLong),
  description: z.string().max(DESCRIPTION_MAX_CHARS, descriptionTooLong).nullable().optional(),
  conversationId: z.uuid().nullable().optional(),
  messageId: z.string().max(100).nullable().optional(),
});
export type SaveMaterialBody = z.infer<typeof saveMaterialBodySchema>;

export const materialSchema = generatedMaterialSchema.extend({
  id: z.uuid(),
  conversationId: z.uuid().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Material = z.infer<typeof materialSchema>;

export const listMaterialsQuerySchema = z.object({ conversationId: z.uuid().optional() });
