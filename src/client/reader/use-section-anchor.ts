import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * The section the address names (`#co`, `#obj1`, `#ad2`), scrolled into view once the page has loaded;
 * its id is returned so that the page can highlight it.
 */
export function useSectionAnchor(ready: boolean): string | null {
  const { hash, pathname } = useLocation();
  const anchor = hash.startsWith("#") ? decodeURIComponent(hash.slice(1)) : null;
  const [shown, setShown] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same anchor scrolls again
  useEffect(() => {
    if (!ready || !anchor) {
      setShown(null);
      return;
    }
    const target = document.getElementById(anchor);
    if (!target) {
      setShown(null);
      return;
    }
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
    setShown(anchor);
  }, [ready, anchor, pathname]);
  return shown;
}
