import { PageShell } from "@client/components/layout/page-shell";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { lazy, Suspense } from "react";
import { HeroSection } from "./hero-section";

const BelowTheFold = lazy(() => import("./below-the-fold").then((m) => ({ default: m.BelowTheFold })));

export function LandingPage() {
  useDocumentTitle("Angelicus — Converse with Saint Thomas Aquinas", { exact: true });
  return (
    <PageShell>
      <HeroSection />
      {/* A screen's height is held meanwhile, so the footer never shows and then moves. */}
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
        <BelowTheFold />
      </Suspense>
    </PageShell>
  );
}
