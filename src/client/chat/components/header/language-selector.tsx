import { Deferred, deferredLoader } from "@client/components/ui/deferred-control";
import type { LanguagePreferences } from "@common/preferences/language-catalogue";
import { LanguageButton } from "./language-button";

const popoverLoader = deferredLoader<{
  value: LanguagePreferences;
  onChange: (next: LanguagePreferences) => void;
}>(() => import("./language-popover").then((m) => m.LanguagePopover));

interface LanguageSelectorProps {
  value: LanguagePreferences;
  onChange: (next: LanguagePreferences) => void;
}

/** The language settings: a button until first used; the popover, its select and switches load then. */
export function LanguageSelector({ value, onChange }: LanguageSelectorProps) {
  return (
    <Deferred
      loader={popoverLoader}
      props={{ value, onChange }}
      standIn={(handlers) => (
        <LanguageButton
          primary={value.primary}
          aria-haspopup="dialog"
          aria-expanded={false}
          onPointerEnter={handlers.onPointerEnter}
          onFocus={handlers.onFocus}
          onClick={handlers.open}
        />
      )}
    />
  );
}
