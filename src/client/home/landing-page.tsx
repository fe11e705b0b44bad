import { PageShell } from "@client/components/layout/page-shell";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { CallToAction } from "./call-to-action";
import { ComingSoon } from "./coming-soon";
import { FeatureGrid } from "./feature-grid";
import { HeroSection } from "./hero-section";
import { StatsBand } from "./stats-band";
import { TopicBadges } from "./topic-badges";

export function LandingPage() {
  useDocumentTitle("Angelicus — Converse with Saint Thomas Aquinas", { exact: true });
  return (
    <PageShell>
      <HeroSection />
      <TopicBadges />
      <FeatureGrid />
      <StatsBand />
      <CallToAction />
      <ComingSoon />
    </PageShell>
  );
}
