import { Deferred, deferredLoader } from "@client/components/ui/deferred-control";
import { SELECT_TRIGGER_CLASS } from "@client/components/ui/select-trigger-class";
import { cn } from "@client/lib/utils";
import {
  RESPONSE_STYLE_INFO,
  RESPONSE_STYLES,
  type ResponseStyle,
} from "@common/chat/response-style-catalogue";
import {
  EDUCATION_LEVEL_INFO,
  EDUCATION_LEVELS,
  type EducationLevel,
} from "@common/education/level-catalogue";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { Choice, ChoiceSelectProps } from "./choice-select";

const selectLoader = deferredLoader<Omit<ChoiceSelectProps, "defaultOpen">>(() =>
  import("./choice-select").then((m) => m.ChoiceSelect),
);

const LEVEL_CHOICES: Choice[] = EDUCATION_LEVELS.map((level) => ({
  value: level,
  label: EDUCATION_LEVEL_INFO[level].label,
  title: EDUCATION_LEVEL_INFO[level].ageNote,
}));

const STYLE_CHOICES: Choice[] = RESPONSE_STYLES.map((style) => ({
  value: style,
  label: RESPONSE_STYLE_INFO[style].label,
  title: RESPONSE_STYLE_INFO[style].description,
}));

/**
 * A select whose Radix code loads on first approach. Until then a button drawn like the select's trigger,
 * with the same role and name, stands in; Enter, Space, a click or the arrow keys open the real one.
 */
function PreferenceSelect(props: Omit<ChoiceSelectProps, "defaultOpen">) {
  const current = props.choices.find((choice) => choice.value === props.value);
  return (
    <Deferred
      loader={selectLoader}
      props={props}
      standIn={(handlers) => (
        <button
          type="button"
          id={props.id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="none"
          data-testid={props.testId}
          className={cn(SELECT_TRIGGER_CLASS, props.className)}
          onPointerEnter={handlers.onPointerEnter}
          onFocus={handlers.onFocus}
          onClick={handlers.open}
          onKeyDown={(event) => {
            if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
            event.preventDefault();
            handlers.open();
          }}
        >
          <span>{current?.label}</span>
          <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
        </button>
      )}
    />
  );
}

interface LevelSelectProps {
  value: EducationLevel;
  onChange: (level: EducationLevel) => void;
  compact?: boolean;
}

export function LevelSelect({ value, onChange, compact = false }: LevelSelectProps) {
  const id = useId();
  return (
    <div className={cn("flex min-w-0 items-center gap-2", compact && "flex-1")}>
      <label htmlFor={id} className={cn("text-xs font-medium text-muted-foreground", compact && "sr-only")}>
        <span className="sr-only">Education </span>Level
      </label>
      <PreferenceSelect
        id={id}
        value={value}
        choices={LEVEL_CHOICES}
        onChange={(v) => onChange(v as EducationLevel)}
        className={cn("h-9", compact ? "w-full" : "w-36")}
        testId="level-select"
      />
    </div>
  );
}

interface StyleSelectProps {
  value: ResponseStyle;
  onChange: (style: ResponseStyle) => void;
  compact?: boolean;
}

export function StyleSelect({ value, onChange, compact = false }: StyleSelectProps) {
  const id = useId();
  return (
    <div className={cn("flex min-w-0 items-center gap-2", compact && "flex-1")}>
      <label htmlFor={id} className={cn("text-xs font-medium text-muted-foreground", compact && "sr-only")}>
        <span className="sr-only">Response </span>Style
      </label>
      <PreferenceSelect
        id={id}
        value={value}
        choices={STYLE_CHOICES}
        onChange={(v) => onChange(v as ResponseStyle)}
        className={cn("h-9", compact ? "w-full" : "w-34")}
        testId="style-select"
      />
    </div>
  );
}
