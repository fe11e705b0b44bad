import { cn } from "@client/lib/utils";
import { CitationReaderLink } from "@client/reader/citation-link";
import type { ComparisonResult } from "@common/comparison/contract";
import { COMPARISON_PHILOSOPHERS } from "@common/comparison/philosophers";

function Lines({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn("space-y-2", className)}>
      {text
        .split("\n")
        .filter((line) => line.trim())
        .map((line, i) => (
          // Lines are fixed once shown; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split by line
          <p key={i}>{line}</p>
        ))}
    </div>
  );
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="space-y-2" data-testid={testId}>
      <h3 className="font-serif text-lg font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The comparison: both positions, the points of likeness and difference, context and a summary. */
export function ComparisonResultView({ result }: { result: ComparisonResult }) {
  const name = COMPARISON_PHILOSOPHERS[result.philosopher].name;
  return (
    <div className="space-y-5 text-sm leading-relaxed" data-testid="comparison-result">
      {result.topic ? (
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold-strong">{result.topic}</p>
      ) : null}
      <Section title="Aquinas' position" testId="aquinas-position">
        <Lines text={result.aquinas_position} />
      </Section>
      <Section title={`${name}'s position`} testId="philosopher-position">
        <p
          className="w-fit rounded-full bg-gold-soft px-2.5 py-0.5 text-xs font-semibold text-gold-strong"
          data-testid="philosopher-quoted"
        >
          {result.philosopherQuoted
            ? "Summary with his own words quoted"
            : "Summary only (no text of his in the knowledge base)"}
        </p>
        <Lines text={result.comparison_philosopher_position} />
      </Section>
      <Section title="Key similarities">
        <ul className="list-disc space-y-1 pl-5">
          {result.key_similarities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section title="Key differences">
        <ul className="list-disc space-y-1 pl-5">
          {result.key_differences.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section title="Historical context">
        <Lines text={result.historical_context} />
      </Section>
      <Section title="Educational summary">
        <Lines text={result.educational_summary} />
      </Section>
      {result.citations.length > 0 ? (
        <Section title="Sources quoted">
          <ul className="space-y-1 text-xs text-muted-foreground">
            {result.citations.map((c) => (
              <li key={c.passageId ?? c.reference}>
                <CitationReaderLink citation={c} /> — {c.work}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
