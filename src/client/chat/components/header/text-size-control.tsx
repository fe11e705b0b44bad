import { Button } from "@client/components/ui/button";
import { TEXT_SIZE_LABELS } from "@client/preferences/text-size";
import { useTextSize } from "@client/preferences/text-size-provider";
import { AArrowDown, AArrowUp } from "lucide-react";

/** Smaller / larger reading text; each end disables its button (§4). */
export function TextSizeControl({ compact = false }: { compact?: boolean }) {
  const { textSize, increase, decrease, canIncrease, canDecrease } = useTextSize();
  return (
    <fieldset
      aria-label="Text size"
      className="m-0 flex min-w-0 items-center rounded-md border border-input bg-card/70 p-0 shadow-sm"
    >
      <Button
        variant="ghost"
        size="icon"
        className="size-9 rounded-r-none"
        onClick={decrease}
        disabled={!canDecrease}
        aria-label="Decrease text size"
      >
        <AArrowDown aria-hidden="true" />
      </Button>
      <span
        className={
          compact
            ? "sr-only"
            : "min-w-[4.5rem] text-center text-xs font-medium text-muted-foreground max-xl:sr-only"
        }
        aria-live="polite"
        data-testid="text-size-label"
      >
        {TEXT_SIZE_LABELS[textSize]}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 rounded-l-none"
        onClick={increase}
        disabled={!canIncrease}
        aria-label="Increase text size"
      >
        <AArrowUp aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
