import { Tooltip, TooltipContent, TooltipTrigger } from "@client/components/ui/tooltip";
import { Hourglass } from "lucide-react";

/** "Dumb Ox": ask for a plainer explanation of the last reply at the current level (§2). */
export function DumbOxButton({
  busy,
  disabled,
  onClick,
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          onClick={onClick}
          disabled={disabled || busy}
          aria-label={busy ? "Dumb Ox: simplifying" : "Dumb Ox: explain that more simply"}
          aria-busy={busy}
          className="flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-gold bg-gold-soft text-gold-strong shadow-sm transition hover:bg-gold hover:text-navy disabled:cursor-not-allowed disabled:opacity-60"
          data-testid="dumb-ox"
        >
          {busy ? (
            <Hourglass className="size-5 animate-pulse" aria-hidden="true" />
          ) : (
            <span className="font-serif text-[0.7rem] font-bold leading-[1.05]" aria-hidden="true">
              Dumb
              <br />
              Ox
            </span>
          )}
        </button>
      </TooltipTrigger>
      <TooltipContent>Explain that more simply</TooltipContent>
    </Tooltip>
  );
}
