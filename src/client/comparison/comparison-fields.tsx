import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { Switch } from "@client/components/ui/switch";
import {
  COMPARISON_PHILOSOPHER_KEYS,
  COMPARISON_PHILOSOPHERS,
  type ComparisonPhilosopherKey,
} from "@common/comparison/philosophers";
import { EDUCATION_LEVEL_INFO, EDUCATION_LEVELS, type EducationLevel } from "@common/education/levels";
import type { useComparisonForm } from "./use-comparison-form";

/** §9: the dialog offers the levels by name, the last as Academic Scholar. */
const levelName = (level: EducationLevel) =>
  level === "scholar" ? "Academic Scholar" : EDUCATION_LEVEL_INFO[level].label;

export function ComparisonFields({
  form,
  disabled,
}: {
  form: ReturnType<typeof useComparisonForm>;
  disabled: boolean;
}) {
  const chosen = form.philosopher ? COMPARISON_PHILOSOPHERS[form.philosopher] : null;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="comparison-philosopher">Philosopher</Label>
        <Select
          value={form.philosopher}
          onValueChange={(v) => form.setPhilosopher(v as ComparisonPhilosopherKey)}
          disabled={disabled}
        >
          <SelectTrigger id="comparison-philosopher" data-testid="comparison-philosopher">
            <SelectValue placeholder="Choose a philosopher" />
          </SelectTrigger>
          <SelectContent>
            {COMPARISON_PHILOSOPHER_KEYS.map((key) => (
              <SelectItem key={key} value={key}>
                {COMPARISON_PHILOSOPHERS[key].name} ({COMPARISON_PHILOSOPHERS[key].period})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {chosen ? (
          <p className="text-xs text-muted-foreground" data-testid="philosopher-info">
            {chosen.location} · {chosen.focus} · Key works: {chosen.keyWorks.join(", ")}
          </p>
        ) : null}
      </div>
      {form.hasContext ? (
        <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
          <Label htmlFor="comparison-use-context" className="text-sm font-normal">
            Use the current conversation as the topic
          </Label>
          <Switch
            id="comparison-use-context"
            checked={form.useContext}
            onCheckedChange={form.setUseContext}
            disabled={disabled}
          />
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="comparison-topic">Topic</Label>
        <Input
          id="comparison-topic"
          value={form.topic}
          onChange={(e) => form.setTopic(e.target.value)}
          placeholder={
            form.useContext
              ? "Leave empty to compare on the conversation"
              : "e.g. free will, happiness, universals"
          }
          maxLength={500}
          disabled={disabled}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="comparison-level">Education level</Label>
        <Select
          value={form.level}
          onValueChange={(v) => form.setLevel(v as EducationLevel)}
          disabled={disabled}
        >
          <SelectTrigger id="comparison-level" data-testid="comparison-level">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {EDUCATION_LEVELS.map((level) => (
              <SelectItem key={level} value={level}>
                {levelName(level)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
