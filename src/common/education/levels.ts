import { z } from "zod";

/** The six education levels used by chat, materials, quotes and comparison. */
export const EDUCATION_LEVELS = ["elementary", "middle", "high", "college", "graduate", "scholar"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const educationLevelSchema = z.enum(EDUCATION_LEVELS);
export const DEFAULT_EDUCATION_LEVEL: EducationLevel = "college";

export interface EducationLevelInfo {
  label: string;
  ageNote: string;
}

export const EDUCATION_LEVEL_INFO: Record<EducationLevel, EducationLevelInfo> = {
  elementary: { label: "Elementary", ageNote: "Ages 6-11" },
  middle: { label: "Middle School", ageNote: "Ages 12-14" },
  high: { label: "High School", ageNote: "Ages 15-18" },
  college: { label: "College", ageNote: "College/University" },
  graduate: { label: "Graduate", ageNote: "Graduate/Advanced" },
  scholar: { label: "Scholar", ageNote: "Academic Scholar" },
};

/** The key set the debate detail screen uses for the same six levels. */
export const DEBATE_LEVEL_KEYS = [
  "elementary",
  "middle_school",
  "high_school",
  "college",
  "graduate",
  "academic_scholar",
] as const;
export type DebateLevelKey = (typeof DEBATE_LEVEL_KEYS)[number];

export const DEBATE_KEY_TO_LEVEL: Record<DebateLevelKey, EducationLevel> = {
  elementary: "elementary",
  middle_school: "middle",
  high_school: "high",
  college: "college",
  graduate: "graduate",
  academic_scholar: "scholar",
};

export const LEVEL_TO_DEBATE_KEY = Object.fromEntries(
  Object.entries(DEBATE_KEY_TO_LEVEL).map(([key, level]) => [level, key]),
) as Record<EducationLevel, DebateLevelKey>;

/** Accepts either key set and yields the canonical level. */
export const anyLevelKeySchema = z
  .enum([...EDUCATION_LEVELS, "middle_school", "high_school", "academic_scholar"])
  .transform((key): EducationLevel => {
    if (key in DEBATE_KEY_TO_LEVEL) return DEBATE_KEY_TO_LEVEL[key as DebateLevelKey];
    return key as EducationLevel;
  });

export function levelLabel(key: string | null | undefined): string {
  if (!key) return EDUCATION_LEVEL_INFO.college.label;
  const parsed = anyLevelKeySchema.safeParse(key);
  return parsed.success ? EDUCATION_LEVEL_INFO[parsed.data].label : EDUCATION_LEVEL_INFO.college.label;
}
