import { cn } from "@client/lib/utils";
import { useTextSize } from "@client/preferences/text-size-provider";
import { CitationReaderLink } from "@client/reader/citation-link";
import type { DebateArgument } from "@common/debates/contract";
import { Fragment, type ReactNode } from "react";
import { keyed } from "../lib/keyed";

/** **bold** and *italic* within a paragraph; everything else is plain text. */
function inline(text: string): ReactNode[] {
  return keyed(text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/g), (p) => p).map(({ key, item: part }) => {
    if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (/^\*[^*]+\*$/.test(part)) return <em key={key}>{part.slice(1, -1)}</em>;
    return <Fragment key={key}>{part}</Fragment>;
  });
}

/** One argument: speaker, turn, the text, its sources and its analysis; Aquinas left, the other side right. */
export function ArgumentCard({ argument, speakerName }: { argument: DebateArgument; speakerName: string }) {
  const { textClass } = useTextSize();
  const left = argument.speaker === "aquinas";
  return (
    <article
      className={cn(
        "w-full max-w-3xl space-y-3 rounded-xl border p-4 shadow-sm sm:w-[88%]",
        left ? "mr-auto border-gold/40 bg-card" : "ml-auto border-navy/30 bg-secondary/60",
      )}
      data-testid="argument-card"
      data-speaker={argument.speaker}
      aria-label={`${speakerName}, turn ${argument.turnNumber}`}
    >
      <header className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{speakerName}</h3>
        <span className="text-xs text-muted-foreground">Turn {argument.turnNumber}</span>
      </header>
      <div className={cn("space-y-2 whitespace-pre-line", textClass)} data-testid="argument-content">
        {keyed(argument.content.split(/\n{2,}/), (p) => p).map(({ key, item }) => (
          <p key={key}>{inline(item)}</p>
        ))}
      </div>
      {argument.citations && argument.citations.length > 0 ? (
        <div className={cn("border-t pt-2", textClass)}>
          <h4 className="text-sm font-semibold">Sources</h4>
          <ul className="mt-1 space-y-0.5 text-sm text-muted-foreground" data-testid="argument-sources">
            {keyed(argument.citations, (c) => `${c.work}|${c.section ?? ""}|${c.reference ?? ""}`).map(
              ({ key, item: c }) => (
                <li key={key}>
                  {c.work}
                  {c.section ? ` (${c.section})` : ""}
                  {c.reference ? (
                    <>
                      {" - "}
                      <CitationReaderLink citation={c} />
                    </>
                  ) : null}
                </li>
              ),
            )}
          </ul>
        </div>
      ) : null}
      {argument.analysis ? (
        <div className={cn("rounded-lg bg-muted/60 p-3", textClass)}>
          <h4 className="text-sm font-semibold">Analysis</h4>
          <div className="mt-1 space-y-0.5 text-sm" data-testid="argument-analysis">
            {keyed(argument.analysis.split("\n"), (l) => l).map(({ key, item }) => (
              <p key={key}>{item}</p>
            ))}
          </div>
        </div>
      ) : null}
    </article>
  );
}
