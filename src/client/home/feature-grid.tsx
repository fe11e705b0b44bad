import { FEATURES } from "./features";
import { SectionHeading } from "./section-heading";

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="border-y bg-card/50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
        <SectionHeading
          id="features-title"
          eyebrow="What Angelicus offers"
          title="A teacher who answers from the sources"
          lead="Built for classrooms, homeschool tables and solitary study: faithful to the texts, adapted to the learner."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="group rounded-xl border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-gold/60 hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-navy text-gold shadow-sm">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
