import type { EducationLevel } from "@common/education/levels";
import type { LevelBank } from "../types";
import { collegeBank } from "./college";
import { elementaryBank } from "./elementary";
import { graduateBank } from "./graduate";
import { highBank } from "./high";
import { middleBank } from "./middle";
import { scholarBank } from "./scholar";

export const LEVEL_BANKS: Record<EducationLevel, LevelBank> = {
  elementary: elementaryBank,
  middle: middleBank,
  high: highBank,
  college: collegeBank,
  graduate: graduateBank,
  scholar: scholarBank,
};

/** Every opening question of a level, general ones first. */
export function bankQuestions(level: EducationLevel): string[] {
  const bank = LEVEL_BANKS[level];
  return [...bank.general, ...bank.theological, ...bank.philosophical, ...bank.ethical];
}
