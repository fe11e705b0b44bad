import { Button } from "@client/components/ui/button";
import { QuoteWidget } from "@client/quotes/quote-widget";
import { ArrowRight, Landmark, MessageCircle, ScrollText } from "lucide-react";
import { Link } from "react-router";
import { SunburstBackdrop } from "./sunburst-backdrop";

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-navy text-navy-foreground"
    >
      <SunburstBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-xs font-semibold uppercase tracking-[0.2em] text-gold">
            Doctor Angelicus · 1225–1274
          </p>
          <h1 id="hero-title" className="text-5xl font-semibold leading-[1.05] sm:text-6xl lg:text-7xl">
            Converse with <span className="text-gold italic">Saint Thomas Aquinas</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-navy-foreground/85 sm:text-xl">
            Ask the greatest of the scholastics your questions about God, virtue, law and the soul. Every
            answer is drawn from his own works and from Scripture, with citations you can open and the Latin
            beside the English.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg" variant="gold">
              <Link to="/chat">
                <MessageCircle aria-hidden="true" />
                Start a Conversation
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/debates">
                <Landmark aria-hidden="true" />
                Explore Debates
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/timeline">
                <ScrollText aria-hidden="true" />
                View His Life & Times
              </Link>
            </Button>
          </div>
          <p className="mt-8 text-sm text-navy-foreground/70">
            For teachers, homeschoolers, students and self-learners. No account needed.
          </p>
        </div>
        <QuoteWidget level="college" />
      </div>
    </section>
  );
}
