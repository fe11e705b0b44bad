/* The six education levels as plain data: no zod, so the browser can load it with the first page. */
/** The six education levels used by chat, materials, quotes and comparison. */
export const EDUCATION_LEVELS = ["elementary", "middle", "high", "college", "graduate", "scholar"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
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

/** The canonical level of a key from either set, or null. Plain code: the browser need not load zod for it. */
export function levelOfKey(key: string): EducationLevel | null {
  if (Object.hasOwn(DEBATE_KEY_TO_LEVEL, key)) return DEBATE_KEY_TO_LEVEL[key as DebateLevelKey];
  return (EDUCATION_LEVELS as readonly string[]).includes(key) ? (key as EducationLevel) : null;
}

export function levelLabel(key: string | null | undefined): string {
  const level = key ? levelOfKey(key) : null;
  return EDUCATION_LEVEL_INFO[level ?? "college"].label;
}
