import { PageShell } from "@client/components/layout/page-shell";
import { useAfterFirstPaint } from "@client/components/layout/use-after-first-paint";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { lazy, Suspense } from "react";
import { HeroSection } from "./hero-section";

const BelowTheFold = lazy(() => import("./below-the-fold").then((m) => ({ default: m.BelowTheFold })));

/** The fallback holds a screen's height, so the footer never shows and then moves. */
const HELD = <div className="min-h-dvh" aria-busy="true" />;

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
