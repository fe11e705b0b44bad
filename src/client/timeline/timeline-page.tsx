import { EducationLevelNote } from "@client/components/education-level-note";
import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { SunburstBackdrop } from "@client/home/sunburst-backdrop";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { ArrowDown, ArrowRight, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { ContextCards } from "./context-cards";
import { InteractiveTimeline } from "./interactive-timeline";

const TIMELINE_ANCHOR = "timeline";

function scrollToTimeline() {
  const target = document.getElementById(TIMELINE_ANCHOR);
  if (!target) return;
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  // Move keyboard focus with the view so the next Tab starts inside the timeline.
  target.focus({ preventScroll: true });
}

export function TimelinePage() {
  useDocumentTitle("The Life and Times of Saint Thomas Aquinas");
  return (
    <PageShell>
      <section
        aria-labelledby="timeline-hero-title"
        className="relative isolate overflow-hidden bg-navy text-navy-foreground"
      >
        <SunburstBackdrop />
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 md:py-24">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-gold">384 – 1274</p>
          <h1 id="timeline-hero-title" className="mt-4 text-5xl font-semibold leading-tight sm:text-6xl">
            The Life and Times of <span className="italic text-gold">Saint Thomas Aquinas</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-navy-foreground/85">
            From Augustine to Fossanova: the thinkers who formed him, the schools where he studied, and the
            works he left unfinished when he laid down his pen.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="gold">
              <Link to="/chat">
                <MessageCircle aria-hidden="true" />
                Ask Him About His Life
              </Link>
            </Button>
            <Button size="lg" variant="inverse" onClick={scrollToTimeline}>
              <ArrowDown aria-hidden="true" />
              Explore the Timeline
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl justify-center px-4 pt-10 sm:px-6">
        <EducationLevelNote level="college" />
      </div>

      <ContextCards />

      <section
        id={TIMELINE_ANCHOR}
        tabIndex={-1}
        aria-labelledby="timeline-title"
        className="scroll-mt-20 border-y bg-card/40 px-4 py-16 outline-none sm:px-6"
      >
        <h2 id="timeline-title" className="text-center text-4xl font-semibold sm:text-5xl">
          Interactive Timeline
        </h2>
        <hr className="rule-gilt mx-auto mt-5 w-40" />
        <p className="mx-auto mt-5 max-w-2xl text-center text-muted-foreground">
          Filter by category and open any event for its details. Use the arrow keys to move between events.
        </p>
        <div className="mt-8">
          <InteractiveTimeline />
        </div>
      </section>

      <section
        aria-labelledby="timeline-cta-title"
        className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20"
      >
        <h2 id="timeline-cta-title" className="text-4xl font-semibold sm:text-5xl">
          Continue the conversation
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Ask Saint Thomas about his teachers, his Summa, or any question that moved him — he answers from his
          own writings.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/chat">
            Begin a Dialogue
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </PageShell>
  );
}
