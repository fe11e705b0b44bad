import type { EducationLevel } from "../../common/education/levels.js";
import type { DigestReader } from "../../common/knowledge-base/digest.js";

/** Which of a digest's three plain answers suits a level. */
export function readerFor(level: EducationLevel): DigestReader {
  if (level === "elementary" || level === "middle") return "child";
  if (level === "high") return "teen";
  return "adult";
}

/** Younger learners get one article of his; from high school up, the second the catalogue names too. */
export const articlesFor = (level: EducationLevel): number => (readerFor(level) === "child" ? 1 : 2);
