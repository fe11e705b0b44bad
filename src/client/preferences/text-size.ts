import { DEFAULT_TEXT_SIZE, isTextSize, TEXT_SIZES, type TextSize } from "@common/preferences/text-size";

export const TEXT_SIZE_STORAGE_KEY = "angelicus.textSize";

export const TEXT_SIZE_LABELS: Record<TextSize, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  "extra-large": "Extra large",
};

/** The reading-text utility for each size (declared in styles.css). */
export const TEXT_SIZE_CLASSES: Record<TextSize, string> = {
  small: "reading-small",
  medium: "reading-medium",
  large: "reading-large",
  "extra-large": "reading-extra-large",
};

type ReadableStorage = Pick<Storage, "getItem">;

/** The stored size when it is one of the four allowed values; anything else is ignored. */
export function readStoredTextSize(storage: ReadableStorage | undefined): TextSize {
  try {
    const value = storage?.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSize(value) ? value : DEFAULT_TEXT_SIZE;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); the default is fine then.
    return DEFAULT_TEXT_SIZE;
  }
}

/** One step up (+1) or down (-1), stopping at the ends. */
export function stepTextSize(size: TextSize, direction: 1 | -1): TextSize {
  const index = TEXT_SIZES.indexOf(size) + direction;
  return TEXT_SIZES[Math.min(Math.max(index, 0), TEXT_SIZES.length - 1)] ?? size;
}
