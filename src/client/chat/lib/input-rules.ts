import { MESSAGE_MAX_CHARS } from "@common/conversations/limits";

export const INPUT_MAX_HEIGHT_PX = 160;
export const MOBILE_BREAKPOINT_PX = 768;
export const SCROLL_DELAY_MS = 100;
export const SUGGESTION_FOCUS_DELAY_MS = 100;
export const PANEL_SLIDE_MS = 300;

/** Sending needs a non-blank text, no request under way, and a length the server accepts (§5). */
export function canSend(input: string, loading: boolean): boolean {
  const trimmed = input.trim();
  return !loading && trimmed.length > 0 && trimmed.length <= MESSAGE_MAX_CHARS;
}

/** ⌘+Enter or Ctrl+Enter sends; a plain Enter makes a new line. */
export function isSendShortcut(event: { key: string; metaKey: boolean; ctrlKey: boolean }): boolean {
  return event.key === "Enter" && (event.metaKey || event.ctrlKey);
}

/** One row on a phone, two on a larger screen (§9). */
export function inputRows(isMobile: boolean): number {
  return isMobile ? 1 : 2;
}

/** The height the box should take for its content, never above the cap. */
export function inputHeight(scrollHeight: number): number {
  return Math.min(scrollHeight, INPUT_MAX_HEIGHT_PX);
}
