import { Emblem } from "@client/components/layout/emblem";
import { Button } from "@client/components/ui/button";
import { ArrowRight, MessageCircle } from "lucide-react";
import { Link } from "react-router";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
      <div className="relative overflow-hidden rounded-3xl border border-gold/40 bg-linear-to-br from-gold-soft via-card to-card px-6 py-14 text-center shadow-lg sm:px-12">
        <Emblem className="mx-auto size-14" />
        <h2 id="cta-title" className="mx-auto mt-6 max-w-2xl text-4xl font-semibold sm:text-5xl">
          Bring your questions to the Angelic Doctor
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Whether you are preparing a lesson, studying for an exam or simply seeking the truth, begin a
          dialogue grounded in eight centuries of careful thought.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/chat">
            <MessageCircle aria-hidden="true" />
            Begin Your Dialogue
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
