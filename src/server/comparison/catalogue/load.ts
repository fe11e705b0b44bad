import { readFileSync } from "node:fs";
import path from "node:path";
import {
  COMPARISON_PHILOSOPHER_KEYS,
  type ComparisonPhilosopherKey,
} from "../../../common/comparison/philosophers.js";
import { type CatalogueFile, catalogueFileSchema } from "./schema.js";

export const CATALOGUE_DIR = path.join(import.meta.dirname, "..", "data");

/** Reads and checks one thinker's file; a malformed file throws with its name. */
export function readCatalogueFile(key: ComparisonPhilosopherKey, dir = CATALOGUE_DIR): CatalogueFile {
  const file = path.join(dir, `${key}.json`);
  const parsed = catalogueFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path.basename(file)}: ${issue?.path.join(".")} ${issue?.message ?? "invalid"}`);
  }
  if (parsed.data.philosopher !== key)
    throw new Error(`${path.basename(file)}: names ${parsed.data.philosopher}`);
  return parsed.data;
}

let cached: Map<ComparisonPhilosopherKey, CatalogueFile> | null = null;

/** Every thinker's catalogue file, read once. */
export function catalogue(): Map<ComparisonPhilosopherKey, CatalogueFile> {
  cached ??= new Map(COMPARISON_PHILOSOPHER_KEYS.map((key) => [key, readCatalogueFile(key)]));
  return cached;
}
