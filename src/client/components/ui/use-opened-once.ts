import { useState } from "react";

/**
 * True from the first time `open` is true, and from then on: a lazily loaded dialog is fetched on its first
 * opening and then stays mounted, so it can play its closing animation and hand focus back like any other.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
