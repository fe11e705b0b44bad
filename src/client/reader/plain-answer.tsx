import { useChatPreferences } from "@client/chat/state/use-chat-preferences";
import { EDUCATION_LEVEL_INFO, EDUCATION_LEVELS, educationLevelSchema } from "@common/education/levels";
import type { DigestResponse } from "@common/knowledge-base/digest";
import { digestReaderFor } from "@common/reader/levels";
import { useId } from "react";

/** The digest's plain answer at the visitor's level (the level chat remembers), with a way to change it. */
export function PlainAnswer({ digest }: { digest: DigestResponse }) {
  const { level, setLevel } = useChatPreferences();
  const selectId = useId();
  return (
    <section
      aria-labelledby="plain-answer-title"
      className="rounded-lg border border-gold/40 bg-card p-4 shadow-sm print:shadow-none"
      data-testid="plain-answer"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plain-answer-title" className="font-sans text-sm font-semibold">
          His answer in plain words
        </h2>
        <div className="flex items-center gap-2 text-sm print:hidden">
          <label htmlFor={selectId} className="text-muted-foreground">
            Education level
          </label>
          <select
            id={selectId}
            value={level}
            onChange={(e) => {
              const next = educationLevelSchema.safeParse(e.target.value);
              if (next.success) setLevel(next.data);
            }}
            className="rounded-md border bg-background px-2 py-1 text-sm"
          >
            {EDUCATION_LEVELS.map((l) => (
              <option key={l} value={l}>
                {EDUCATION_LEVEL_INFO[l].label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {digest.plainQuestion ? (
        <p className="mt-2 text-sm" data-testid="plain-question">
          <span className="text-muted-foreground">His question, in plain words: </span>
          <span className="font-medium">{digest.plainQuestion}</span>
        </p>
      ) : null}
      <p className="mt-2 font-serif text-lg leading-relaxed">{digest.plain[digestReaderFor(level)]}</p>
      <p className="mt-2 text-xs text-muted-foreground">
        A summary in plain words, not a quotation; his own words follow below.
      </p>
    </section>
  );
}
