import {
  DEFAULT_RESPONSE_STYLE,
  RESPONSE_STYLES,
  type ResponseStyle,
} from "@common/chat/response-style-catalogue";
import {
  DEFAULT_EDUCATION_LEVEL,
  EDUCATION_LEVELS,
  type EducationLevel,
} from "@common/education/level-catalogue";
import {
  DEFAULT_LANGUAGE_PREFERENCES,
  LANGUAGES,
  type LanguagePreferences,
} from "@common/preferences/language-catalogue";
import { useCallback, useState } from "react";

const KEYS = {
  level: "angelicus.chat.level",
  style: "angelicus.chat.style",
  language: "angelicus.chat.language",
};

/** One of `allowed`, or null: a stored value from an older version or another hand is ignored. */
const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): T | null =>
    allowed.find((item) => item === value) ?? null;

/** The stored language preferences, each field checked on its own; a missing or wrong one takes its default. */
function languagePreferences(value: unknown): LanguagePreferences | null {
  if (typeof value !== "object" || value === null) return null;
  const stored = value as Record<string, unknown>;
  const flag = (name: "showOriginalLatin" | "showTranslations") =>
    typeof stored[name] === "boolean" ? stored[name] : DEFAULT_LANGUAGE_PREFERENCES[name];
  return {
    primary: oneOf(LANGUAGES)(stored.primary) ?? DEFAULT_LANGUAGE_PREFERENCES.primary,
    showOriginalLatin: flag("showOriginalLatin"),
    showTranslations: flag("showTranslations"),
  };
}

function read<T>(key: string, check: (value: unknown) => T | null, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    return check(JSON.parse(raw)) ?? fallback;
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
    read(KEYS.level, oneOf(EDUCATION_LEVELS), DEFAULT_EDUCATION_LEVEL),
  );
  const [style, setStyleState] = useState<ResponseStyle>(() =>
    read(KEYS.style, oneOf(RESPONSE_STYLES), DEFAULT_RESPONSE_STYLE),
  );
  const [language, setLanguageState] = useState<LanguagePreferences>(() =>
    read(KEYS.language, languagePreferences, DEFAULT_LANGUAGE_PREFERENCES),
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
