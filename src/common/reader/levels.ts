import type { EducationLevel } from "../education/levels.js";
import type { DigestReader } from "../knowledge-base/digest.js";

/** Which of a digest's three plain answers suits a visitor's education level. */
export function digestReaderFor(level: EducationLevel): DigestReader {
  if (level === "elementary") return "child";
  if (level === "middle" || level === "high") return "teen";
  return "adult";
}
