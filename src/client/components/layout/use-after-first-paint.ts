import { useEffect, useState } from "react";

/**
 * True once the first screen has been drawn: what is fetched then (the sections below it, the footer) does not
 * compete with what the visitor sees first for the network and the main thread.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after the one that shows the page's first screen.
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
