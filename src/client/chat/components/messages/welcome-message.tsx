import { cn } from "@client/lib/utils";
import { useTextSize } from "@client/preferences/text-size-provider";

/** The greeting of an empty conversation (§2), in his voice, about his two great works. */
export function WelcomeMessage() {
  const { textClass } = useTextSize();
  return (
    <article
      className="flex justify-start animate-fade-in"
      aria-label="Welcome from Saint Thomas Aquinas"
      data-testid="welcome"
    >
      <div className="w-full max-w-[92%] rounded-2xl rounded-tl-md border border-gold/40 bg-card px-5 py-4 shadow-sm sm:max-w-[85%]">
        <p className="mb-2 font-serif text-sm font-semibold text-gold-strong">Saint Thomas Aquinas</p>
        <div className={cn("space-y-3", textClass)}>
          <p className="font-serif text-[1.2em] leading-snug">Peace be with you, friend.</p>
          <p>
            I am Thomas of Aquino, a friar of the Order of Preachers. I wrote two great works to help those
            who seek the truth. In the <em>Summa Theologiae</em> I set out the whole of sacred doctrine for
            beginners, question by question, weighing the objections before giving my answer. In the{" "}
            <em>Summa contra Gentiles</em> I reasoned from principles that every thinking person can accept,
            for those who do not share our faith.
          </p>
          <p>
            Ask me what you wish to understand — about God, the soul, virtue, law or happiness — and I will
            answer from what I wrote, citing the very passages so that you may read them yourself, in English
            and in Latin.
          </p>
        </div>
        <p className="mt-3 border-t border-border pt-2 text-xs text-muted-foreground">
          Based on: General Introduction
        </p>
      </div>
    </article>
  );
}
