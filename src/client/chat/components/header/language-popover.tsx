import { Popover, PopoverContent, PopoverTrigger } from "@client/components/ui/popover";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { Switch } from "@client/components/ui/switch";
import {
  LANGUAGE_LABELS,
  LANGUAGES,
  type LanguageCode,
  type LanguagePreferences,
  TEXT_LANGUAGES,
} from "@common/preferences/language-catalogue";
import { useId } from "react";
import { LanguageButton } from "./language-button";

export interface LanguagePopoverProps {
  value: LanguagePreferences;
  onChange: (next: LanguagePreferences) => void;
  defaultOpen?: boolean;
}

/** Primary language, Show Original Latin (off-limits when Latin is primary) and Show translations (§2, §5). */
export function LanguagePopover({ value, onChange, defaultOpen }: LanguagePopoverProps) {
  const ids = { primary: useId(), latin: useId(), translations: useId() };
  const latinPrimary = value.primary === "la";
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <LanguageButton primary={value.primary} />
      </PopoverTrigger>
      <PopoverContent align="end" className="space-y-4" aria-label="Language settings">
        <div className="space-y-1.5">
          <label htmlFor={ids.primary} className="text-sm font-medium">
            Primary language
          </label>
          <Select
            value={value.primary}
            onValueChange={(v) => onChange({ ...value, primary: v as LanguageCode })}
          >
            <SelectTrigger id={ids.primary} className="h-9">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LANGUAGES.map((code) => (
                <SelectItem key={code} value={code}>
                  {LANGUAGE_LABELS[code]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {TEXT_LANGUAGES.includes(value.primary) ? null : (
            <p className="text-xs text-muted-foreground">
              His texts are available in English and Latin only; nothing is machine-translated.
            </p>
          )}
        </div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={ids.latin} className="text-sm">
            Show Original Latin
          </label>
          <Switch
            id={ids.latin}
            checked={value.showOriginalLatin && !latinPrimary}
            disabled={latinPrimary}
            onCheckedChange={(checked) => onChange({ ...value, showOriginalLatin: checked })}
          />
        </div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={ids.translations} className="text-sm">
            Show translations
          </label>
          <Switch
            id={ids.translations}
            checked={value.showTranslations}
            onCheckedChange={(checked) => onChange({ ...value, showTranslations: checked })}
          />
        </div>
      </PopoverContent>
    </Popover>
  );
}
