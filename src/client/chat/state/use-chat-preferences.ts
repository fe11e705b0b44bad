import {
  DEFAULT_RESPONSE_STYLE,
  type ResponseStyle,
  responseStyleSchema,
} from "@common/chat/response-styles";
import { DEFAULT_EDUCATION_LEVEL, type EducationLevel, educationLevelSchema } from "@common/education/levels";
import {
  DEFAULT_LANGUAGE_PREFERENCES,
  type LanguagePreferences,
  languagePreferencesSchema,
} from "@common/preferences/languages";
import { useCallback, useState } from "react";
import type { z } from "zod";

const KEYS = {
  level: "angelicus.chat.level",
  style: "angelicus.chat.style",
  language: "angelicus.chat.language",
};

function read<S extends z.ZodType>(key: string, schema: S, fallback: z.infer<S>): z.infer<S> {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Preferences still apply for this visit when storage is blocked.
  }
}

/** Level, style and language for the next question, remembered on this device. */
export function useChatPreferences() {
  const [level, setLevelState] = useState<EducationLevel>(() =>
    read(KEYS.level, educationLevelSchema, DEFAULT_EDUCATION_LEVEL),
  );
  const [style, setStyleState] = useState<ResponseStyle>(() =>
    read(KEYS.style, responseStyleSchema, DEFAULT_RESPONSE_STYLE),
  );
  const [language, setLanguageState] = useState<LanguagePreferences>(() =>
    read(KEYS.language, languagePreferencesSchema, DEFAULT_LANGUAGE_PREFERENCES),
  );

  const setLevel = useCallback((next: EducationLevel) => {
    setLevelState(next);
    write(KEYS.level, next);
  }, []);
  const setStyle = useCallback((next: ResponseStyle) => {
    setStyleState(next);
    write(KEYS.style, next);
  }, []);
  const setLanguage = useCallback((next: LanguagePreferences) => {
    setLanguageState(next);
    write(KEYS.language, next);
  }, []);

  return { level, setLevel, style, setStyle, language, setLanguage };
}

export type ChatPreferences = ReturnType<typeof useChatPreferences>;
