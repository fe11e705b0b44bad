import { isTextSize, TEXT_SIZES, type TextSize } from "@common/preferences/text-size";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { readStoredTextSize, stepTextSize, TEXT_SIZE_CLASSES, TEXT_SIZE_STORAGE_KEY } from "./text-size";

export interface TextSizeContextValue {
  textSize: TextSize;
  setTextSize: (size: TextSize) => void;
  increase: () => void;
  decrease: () => void;
  canIncrease: boolean;
  canDecrease: boolean;
  /** Reading-text class for the current size, e.g. "reading-large". */
  textClass: string;
}

const TextSizeContext = createContext<TextSizeContextValue | null>(null);

function browserStorage(): Storage | undefined {
  return typeof window === "undefined" ? undefined : window.localStorage;
}

export function TextSizeProvider({ children, initial }: { children: ReactNode; initial?: TextSize }) {
  const [textSize, setSize] = useState<TextSize>(() => initial ?? readStoredTextSize(browserStorage()));

  const setTextSize = useCallback((size: TextSize) => {
    if (!isTextSize(size)) return;
    setSize(size);
    try {
      browserStorage()?.setItem(TEXT_SIZE_STORAGE_KEY, size);
    } catch {
      // Not persisting is acceptable when storage is unavailable.
    }
  }, []);

  const value = useMemo<TextSizeContextValue>(
    () => ({
      textSize,
      setTextSize,
      increase: () => setTextSize(stepTextSize(textSize, 1)),
      decrease: () => setTextSize(stepTextSize(textSize, -1)),
      canIncrease: textSize !== TEXT_SIZES[TEXT_SIZES.length - 1],
      canDecrease: textSize !== TEXT_SIZES[0],
      textClass: TEXT_SIZE_CLASSES[textSize],
    }),
    [textSize, setTextSize],
  );

  return <TextSizeContext.Provider value={value}>{children}</TextSizeContext.Provider>;
}

/** The learner's text size. Throws when used outside a TextSizeProvider. */
export function useTextSize(): TextSizeContextValue {
  const value = useContext(TextSizeContext);
  if (!value) throw new Error("useTextSize must be used within a TextSizeProvider");
  return value;
}
