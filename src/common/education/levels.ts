import { z } from "zod";
import {
  DEBATE_KEY_TO_LEVEL,
  type DebateLevelKey,
  EDUCATION_LEVELS,
  type EducationLevel,
} from "./level-catalogue.js";

export * from "./level-catalogue.js";

export const educationLevelSchema = z.enum(EDUCATION_LEVELS);

/** Accepts either key set and yields the canonical level. */
export const anyLevelKeySchema = z
  .enum([...EDUCATION_LEVELS, "middle_school", "high_school", "academic_scholar"])
  .transform((key): EducationLevel => {
    if (key in DEBATE_KEY_TO_LEVEL) return DEBATE_KEY_TO_LEVEL[key as DebateLevelKey];
    return key as EducationLevel;
  });
