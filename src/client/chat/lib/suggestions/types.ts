export const SUGGESTION_CATEGORIES = [
  "theological",
  "philosophical",
  "ethical",
  "practical",
  "comparative",
] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

/** The opening questions of one education level (§5: 10 general + 6 per category). */
export interface LevelBank {
  general: readonly string[];
  theological: readonly string[];
  philosophical: readonly string[];
  ethical: readonly string[];
}

/** Reading register of follow-up wording: young readers, school and college, advanced study. */
export type Register = "young" | "standard" | "advanced";
