/** The languages as plain data, apart from their schemas, so a page can offer them without loading zod. */
export const LANGUAGES = ["en", "la", "it", "fr", "de", "es"] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

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

export interface LanguagePreferences {
  primary: LanguageCode;
  showOriginalLatin: boolean;
  showTranslations: boolean;
}

export const DEFAULT_LANGUAGE_PREFERENCES: LanguagePreferences = {
  primary: "en",
  showOriginalLatin: true,
  showTranslations: false,
};
