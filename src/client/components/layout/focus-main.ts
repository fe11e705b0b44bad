import { type RefObject, useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Navigation state asking the next page to put focus on its main content: for when the control that led
 * there (a delete button on the chat screen) is gone with the page it was on.
 */
export const FOCUS_MAIN_STATE = { focusMain: true } as const;

function asksForMain(state: unknown): boolean {
  return typeof state === "object" && state !== null && "focusMain" in state && state.focusMain === true;
}

/** Focuses `main` when the page was reached with FOCUS_MAIN_STATE. */
export function useFocusMainOnArrival(main: RefObject<HTMLElement | null>): void {
  const { state, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (the location's key)
  useEffect(() => {
    if (asksForMain(state)) main.current?.focus();
  }, [key]);
}
