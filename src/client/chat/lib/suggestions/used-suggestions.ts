export const USED_SUGGESTIONS_KEY = "angelicus.usedSuggestions";
const MEMORY_LIMIT = 20;
const MIN_UNUSED = 3;

/** Adds a chosen suggestion at the newest end; choosing one again moves it there. */
export function rememberUsed(used: readonly string[], question: string): string[] {
  return [...used.filter((q) => q !== question), question];
}

/**
 * The §4 clearing rule: when fewer than 3 unused suggestions remain and more than 20 have been used,
 * the older half of the memory is forgotten.
 */
export function pruneUsed(used: readonly string[], unusedRemaining: number): string[] {
  if (unusedRemaining < MIN_UNUSED && used.length > MEMORY_LIMIT) {
    return used.slice(Math.floor(used.length / 2));
  }
  return [...used];
}

type StringStorage = Pick<Storage, "getItem" | "setItem">;

export function loadUsed(storage: StringStorage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(USED_SUGGESTIONS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === "string") : [];
  } catch {
    // Unreadable or blocked storage: start with an empty memory.
    return [];
  }
}

export function saveUsed(storage: StringStorage | undefined, used: readonly string[]): void {
  try {
    storage?.setItem(USED_SUGGESTIONS_KEY, JSON.stringify(used));
  } catch {
    // Remembering is a convenience; losing it is harmless.
  }
}
