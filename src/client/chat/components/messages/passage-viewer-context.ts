import type { Citation } from "@common/knowledge-base/citation";
import { createContext, useContext } from "react";

/** Opens the passage behind a citation, from anywhere on the chat screen. */
export const PassageViewerContext = createContext<((citation: Citation) => void) | null>(null);

export function useOpenPassage(): (citation: Citation) => void {
  const open = useContext(PassageViewerContext);
  if (!open) throw new Error("useOpenPassage must be used within the chat page");
  return open;
}
