import { Church, Landmark, ScrollText } from "lucide-react";

const CARDS = [
  {
    title: "The 13th Century",
    icon: Landmark,
    text: "The age of the new universities at Paris, Oxford and Bologna, of Gothic cathedrals and of the first Latin translations of nearly all of Aristotle. Christian Europe met Greek, Arabic and Jewish philosophy, and had to decide what to make of it.",
  },
  {
    title: "Scholasticism",
    icon: ScrollText,
    text: "The method of the medieval schools: pose a question, state the strongest objections, cite an authority on the contrary, give a reasoned answer, then reply to each objection. Every article of the Summa follows this pattern.",
  },
  {
    title: "The Dominican Order",
    icon: Church,
    text: "The Order of Preachers, founded by Saint Dominic in 1216, joined poverty and common prayer to serious study so that its friars could preach and teach well. Thomas entered it against his family's wishes and taught for it all his life.",
  },
] as const;

export function ContextCards() {
  return (
    <section aria-labelledby="context-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="context-title" className="text-center text-4xl font-semibold sm:text-5xl">
        His world
      </h2>
      <hr className="rule-gilt mx-auto mt-5 w-40" />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-navy text-gold">
              <card.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-2xl font-semibold">{card.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
