import { Button } from "@client/components/ui/button";
import { ArrowLeftRight } from "lucide-react";

/** Who defends and who opposes, with the thesis defended; Swap Positions flips the sides. */
export function DebatePositions({
  aquinasDefends,
  opponent,
  motion,
  onSwap,
}: {
  aquinasDefends: boolean;
  opponent: string;
  motion: string | null;
  onSwap: () => void;
}) {
  const defender = aquinasDefends ? "Saint Thomas Aquinas" : opponent;
  const opposer = aquinasDefends ? opponent : "Saint Thomas Aquinas";
  return (
    <fieldset className="space-y-2 rounded-lg border border-gold/40 bg-gold-soft/40 p-3">
      <legend className="px-1 text-sm font-semibold">Debate Positions</legend>
      <p className="text-sm" data-testid="defender">
        <span className="font-semibold">Defends:</span> {defender}
      </p>
      {motion ? <p className="text-sm italic text-muted-foreground">{motion}</p> : null}
      <p className="text-sm" data-testid="opposer">
        <span className="font-semibold">Opposes:</span> {opposer}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onSwap}>
        <ArrowLeftRight aria-hidden="true" />
        Swap Positions
      </Button>
    </fieldset>
  );
}
