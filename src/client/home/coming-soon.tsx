import { Badge } from "@client/components/ui/badge";
import { Clock } from "lucide-react";
import { COMING_SOON } from "./features";
import { SectionHeading } from "./section-heading";

export function ComingSoon() {
  return (
    <section aria-labelledby="coming-soon-title" className="border-t bg-card/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading
          id="coming-soon-title"
          eyebrow="On the horizon"
          title="Coming soon"
          lead="What we are preparing next for learners and teachers."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {COMING_SOON.map((item) => (
            <li key={item.title} className="rounded-xl border border-dashed border-gold/50 bg-card/70 p-5">
              <Badge variant="gold" className="mb-3">
                <Clock className="size-3" aria-hidden="true" />
                Coming soon
              </Badge>
              <h3 className="text-lg font-semibold leading-snug">{item.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
