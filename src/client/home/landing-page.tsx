import { PageShell } from "@client/components/layout/page-shell";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { lazy, Suspense, useEffect, useState } from "react";
import { HeroSection } from "./hero-section";

const BelowTheFold = lazy(() => import("./below-the-fold").then((m) => ({ default: m.BelowTheFold })));

/** The fallback holds a screen's height, so the footer never shows and then moves. */
const HELD = <div className="min-h-dvh" aria-busy="true" />;

/**
 * True once the first screen has been drawn: the sections below it are fetched then, so they do not compete
 * with the hero and the quote card for the network and the main thread during the first paint.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after the one that shows the hero.
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

export function LandingPage() {
  useDocumentTitle("Angelicus — Converse with Saint Thomas Aquinas", { exact: true });
  const painted = useAfterFirstPaint();
  return (
    <PageShell>
      <HeroSection />
      <Suspense fallback={HELD}>{painted ? <BelowTheFold /> : HELD}</Suspense>
    </PageShell>
  );
}
