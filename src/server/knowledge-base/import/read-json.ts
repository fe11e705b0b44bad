import fs from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { CorpusFileError } from "./types.js";

/** Reads and validates one JSON file; any failure becomes a CorpusFileError naming the file and the fault. */
export async function readJsonFile<T>(corpusDir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  const relative = path.relative(corpusDir, file);
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CorpusFileError(`${relative}: ${code === "ENOENT" ? "file not found" : "cannot be read"}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CorpusFileError(`${relative}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
    throw new CorpusFileError(`${relative}: unexpected structure${where}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

/** Lists files in a folder (recursively) whose names match; a missing folder gives an empty list. */
export async function listFiles(dir: string, pattern: RegExp): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && pattern.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  } catch {
    return [];
  }
}
