import { Swords } from "lucide-react";

/** The banner that invites a learner to challenge Saint Thomas. */
export function DebatesIntro() {
  return (
    <section
      aria-labelledby="debates-intro-title"
      className="relative overflow-hidden rounded-2xl bg-navy px-6 py-8 text-navy-foreground shadow-lg sm:px-10"
    >
      <div
        className="absolute -right-10 -top-10 size-48 rounded-full bg-gold/15 blur-2xl"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gold/20 text-gold">
          <Swords className="size-7" aria-hidden="true" />
        </span>
        <div>
          <h2 id="debates-intro-title" className="text-2xl font-semibold sm:text-3xl">
            Challenge the Angelic Doctor
          </h2>
          <p className="mt-1 max-w-3xl text-navy-foreground/85">
            Set Saint Thomas against Plato, Aristotle, Augustine, Kant, Nietzsche and ten other thinkers — or
            take the other side yourself — and follow the argument turn by turn, each claim grounded in the
            texts.
          </p>
        </div>
      </div>
    </section>
  );
}
