import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";

export interface Choice {
  value: string;
  label: string;
  /** Shown on hover of the option. */
  title?: string;
}

export interface ChoiceSelectProps {
  id: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  className?: string;
  testId?: string;
  defaultOpen?: boolean;
}

/** A Radix select over a short list of choices; loaded when the learner first reaches for it. */
export function ChoiceSelect({
  id,
  value,
  choices,
  onChange,
  className,
  testId,
  defaultOpen,
}: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className={className} data-testid={testId}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value} title={choice.title}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
