import { randomUUID } from "node:crypto";
import type { KbRow, SourceOutput } from "./types.js";

export type RowInput = Omit<KbRow, "id" | "translationOf" | "originalLanguage"> & {
  translationOf?: string | null;
  originalLanguage?: string | null;
};

/** Gives a row its id now, so that Latin rows and Scripture links can point at it before anything is written. */
export function makeRow(input: RowInput): KbRow {
  return {
    ...input,
    id: randomUUID(),
    translationOf: input.translationOf ?? null,
    originalLanguage: input.originalLanguage ?? null,
  };
}

export function emptyOutput(): SourceOutput {
  return { rows: [], citations: [], problems: [], stats: {} };
}

export function addStat(output: SourceOutput, name: string, by = 1): void {
  output.stats[name] = (output.stats[name] ?? 0) + by;
}

/** Collapses the whitespace of text taken from the corpus files. */
export function clean(text: string): string {
  return text.replace(/[ \t\u00a0]+/g, " ").trim();
}
