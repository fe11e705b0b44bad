import { createElement, type RefObject, useLayoutEffect, useRef } from "react";

/**
 * Focus returns to the control that opened a dialog. Radix returns it to whatever held focus when the dialog
 * mounted, which is lost when a menu item opened it (the item is gone) or a state change opened it; so the
 * last control focused outside any menu is remembered, and a dialog takes it as its opener when it opens.
 */
let lastOutsideMenu: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="menu"], [role="listbox"]')) {
        lastOutsideMenu = target;
      }
    },
    true,
  );
}

function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && !active.closest('[role="menu"]')
    ? active
    : lastOutsideMenu;
}

/** A control focus can go back to: still in the page and not disabled. */
function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  return Boolean(element?.isConnected) && !element?.matches(":disabled");
}

/**
 * For a dialog's content: `capture` goes inside the content, so it mounts each time the dialog opens (its
 * layout effect runs before the focus trap moves focus inside); `onCloseAutoFocus` goes on the content.
 * `fallback` names where focus goes when the opener can no longer take it (removed or disabled by what the
 * dialog did, e.g. a Clear button once the chat is empty).
 */
export function useReturnFocus(
  onCloseAutoFocus?: (event: Event) => void,
  fallback?: () => HTMLElement | null,
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    capture: createElement(CaptureOpener, { into: opener }),
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = canTakeFocus(opener.current) ? opener.current : fallback?.();
      if (canTakeFocus(target)) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

function CaptureOpener({ into }: { into: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    into.current = currentOpener();
  }, [into]);
  return null;
}
