import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { cn } from "@client/lib/utils";
import { RESPONSE_STYLE_INFO, RESPONSE_STYLES, type ResponseStyle } from "@common/chat/response-styles";
import { EDUCATION_LEVEL_INFO, EDUCATION_LEVELS, type EducationLevel } from "@common/education/levels";
import { useId } from "react";

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
      <Select value={value} onValueChange={(v) => onChange(v as EducationLevel)}>
        <SelectTrigger id={id} className={cn("h-9", compact ? "w-full" : "w-36")} data-testid="level-select">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {EDUCATION_LEVELS.map((level) => (
            <SelectItem key={level} value={level} title={EDUCATION_LEVEL_INFO[level].ageNote}>
              {EDUCATION_LEVEL_INFO[level].label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
      <Select value={value} onValueChange={(v) => onChange(v as ResponseStyle)}>
        <SelectTrigger id={id} className={cn("h-9", compact ? "w-full" : "w-34")} data-testid="style-select">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {RESPONSE_STYLES.map((style) => (
            <SelectItem key={style} value={style} title={RESPONSE_STYLE_INFO[style].description}>
              {RESPONSE_STYLE_INFO[style].label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
