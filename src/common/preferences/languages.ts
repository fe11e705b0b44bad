import { z } from "zod";
import { LANGUAGES, type LanguagePreferences } from "./language-catalogue.js";

export * from "./language-catalogue.js";

export const languageCodeSchema = z.enum(LANGUAGES);

export const languagePreferencesSchema = z.object({
  primary: languageCodeSchema.default("en"),
  showOriginalLatin: z.boolean().default(true),
  showTranslations: z.boolean().default(false),
}) satisfies z.ZodType<LanguagePreferences>;
