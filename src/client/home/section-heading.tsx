import { cn } from "@client/lib/utils";

/** Eyebrow, serif title and lead paragraph, centred, with a gilt rule. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  inverse = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  inverse?: boolean;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p
        className={cn(
          "text-xs font-semibold uppercase tracking-[0.22em]",
          inverse ? "text-gold" : "text-gold-strong",
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-3 text-4xl font-semibold sm:text-5xl">
        {title}
      </h2>
      <hr className="rule-gilt mx-auto mt-5 w-40" />
      {lead ? (
        <p className={cn("mt-5 text-lg", inverse ? "text-navy-foreground/80" : "text-muted-foreground")}>
          {lead}
        </p>
      ) : null}
    </div>
  );
}
