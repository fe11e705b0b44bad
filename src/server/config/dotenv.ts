import fs from "node:fs";
import { parseEnv } from "node:util";

/**
 * Reads `KEY=value` lines from a `.env` file into `target`, for the keys the environment does not already
 * set: a variable given on the command line always wins over the file. A missing file is not an error.
 * Returns the names it set.
 */
export function applyDotEnv(
  file = ".env",
  target: Record<string, string | undefined> = process.env,
): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const set: string[] = [];
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (target[key] !== undefined) continue;
    target[key] = value;
    set.push(key);
  }
  return set;
}
