import { PHILOSOPHER_KEYS } from "@common/debates/philosophers";
import { EDUCATION_LEVELS } from "@common/education/level-catalogue";
import { DEBATE_MATERIAL_TYPES } from "@common/materials/material-type-info";

/** The figures come from the catalogues themselves, so the band cannot drift from the product. */
export const LANDING_STATS = [
  { value: `${PHILOSOPHER_KEYS.length}+`, label: "Philosophers" },
  { value: String(DEBATE_MATERIAL_TYPES.length), label: "Material Types" },
  { value: String(EDUCATION_LEVELS.length), label: "Education Levels" },
  { value: "\u221e", label: "Unlimited Topics" },
] as const;

export function StatsBand() {
  return (
    <section aria-label="Angelicus in numbers" className="bg-navy text-navy-foreground">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        {LANDING_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-sm font-medium uppercase tracking-[0.16em] text-navy-foreground/80">
              {stat.label}
            </dt>
            <dd className="font-serif text-5xl font-semibold text-gold sm:text-6xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
