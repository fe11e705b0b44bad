import { CallToAction } from "./call-to-action";
import { ComingSoon } from "./coming-soon";
import { FeatureGrid } from "./feature-grid";
import { StatsBand } from "./stats-band";
import { TopicBadges } from "./topic-badges";

/** The landing page's sections after the hero: loaded just after it, as they start below the first screen. */
export function BelowTheFold() {
  return (
    <>
      <TopicBadges />
      <FeatureGrid />
      <StatsBand />
      <CallToAction />
      <ComingSoon />
    </>
  );
}
