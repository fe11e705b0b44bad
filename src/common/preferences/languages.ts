import { z } from "zod";

export const LANGUAGES = ["en", "la", "it", "fr", "de", "es"] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const languageCodeSchema = z.enum(LANGUAGES);

export const LANGUAGE_LABELS: Record<LanguageCode, string> = {
  en: "English",
  la: "Latin (Original)",
  it: "Italian",
  fr: "French",
  de: "German",
  es: "Spanish",
};

/** The texts exist in these languages only; nothing is machine-translated. */
export const TEXT_LANGUAGES: readonly LanguageCode[] = ["en", "la"];

export const languagePreferencesSchema = z.object({
  primary: languageCodeSchema.default("en"),
  showOriginalLatin: z.boolean().default(true),
  showTranslations: z.boolean().default(false),
});
export type LanguagePreferences = z.infer<typeof languagePreferencesSchema>;

export const DEFAULT_LANGUAGE_PREFERENCES: LanguagePreferences = {
  primary: "en",
  showOriginalLatin: true,
  showTranslations: false,
};
