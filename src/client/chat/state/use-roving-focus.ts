import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";

const ITEM = "[data-roving-item]";
const SECONDARY = "[data-roving-secondary]";

/**
 * A list that is one tab stop: the current item's main control has tabIndex 0, the rest -1. Up and down
 * (Home, End) move between items; right and left between an item's main control and its secondary one
 * (a delete button); Delete presses the secondary control.
 */
export function useRovingFocus(count: number, initial: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(Math.max(0, initial));

  // The highlighted item follows the open conversation until the learner moves.
  useEffect(() => setCurrent(Math.max(0, initial)), [initial]);
  useEffect(() => {
    if (current >= count) setCurrent(Math.max(0, count - 1));
  }, [current, count]);

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>(":scope > li") ?? [])];

  const focusItem = useCallback((index: number) => {
    const list = [...(listRef.current?.querySelectorAll<HTMLElement>(":scope > li") ?? [])];
    const target = list[index]?.querySelector<HTMLElement>(ITEM);
    if (!target) return;
    setCurrent(index);
    target.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.findIndex((li) => li.contains(document.activeElement));
    if (at < 0) return;
    const li = all[at];
    const moves: Record<string, number> = {
      ArrowDown: Math.min(all.length - 1, at + 1),
      ArrowUp: Math.max(0, at - 1),
      Home: 0,
      End: all.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusItem(next);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      li?.querySelector<HTMLElement>(SECONDARY)?.focus();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      li?.querySelector<HTMLElement>(ITEM)?.focus();
    } else if (event.key === "Delete") {
      event.preventDefault();
      li?.querySelector<HTMLElement>(SECONDARY)?.click();
    }
  };

  /** Props for item `index`'s main control. */
  const itemProps = (index: number) => ({
    tabIndex: index === current ? 0 : -1,
    "data-roving-item": "",
    onFocus: () => setCurrent(index),
  });

  return { listRef, onKeyDown, itemProps };
}
