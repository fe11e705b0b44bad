import { cn } from "@client/lib/utils";
import type { KbLatinChapter } from "@common/knowledge-base/contract";
import { ChapterLatin } from "./chapter-latin";

export interface PassageColumnsProps {
  english: string | null;
  latin: string | null;
  /** No English exists for this passage (SCG chapters Rickaby left out). */
  latinOnly: boolean;
  /** For Rickaby's SCG paragraphs, which have no aligned Latin: the Latin of the whole chapter. */
  chapterLatin?: KbLatinChapter[] | null;
  textClass: string;
}

/** English and Latin of one passage side by side; stacked on a phone. */
export function PassageColumns({ english, latin, latinOnly, chapterLatin, textClass }: PassageColumnsProps) {
  return (
    <div className={cn("grid gap-4 md:grid-cols-2", textClass)}>
      <section
        aria-label="English"
        lang="en"
        className="rounded-lg border bg-background/60 p-4"
        data-testid="passage-english"
      >
        <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">
          English
        </h3>
        {english && !latinOnly ? (
          <p className="whitespace-pre-line font-serif leading-relaxed">{english}</p>
        ) : (
          <p className="text-sm font-medium italic text-muted-foreground">Latin only</p>
        )}
      </section>
      <section
        aria-label="Latin"
        lang="la"
        className="rounded-lg border border-gold/40 bg-gold-soft/30 p-4"
        data-testid="passage-latin"
      >
        {chapterLatin && !latin ? (
          <ChapterLatin chapters={chapterLatin} />
        ) : (
          <>
            <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.12em] text-gold-strong">
              Latin
            </h3>
            {latin ? (
              <p className="whitespace-pre-line font-serif italic leading-relaxed">{latin}</p>
            ) : (
              <p className="text-sm italic text-muted-foreground">
                No Latin text is aligned with this passage.
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
