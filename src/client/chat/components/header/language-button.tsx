import { Button } from "@client/components/ui/button";
import { LANGUAGE_LABELS, type LanguageCode } from "@common/preferences/language-catalogue";
import { Languages } from "lucide-react";
import type { ComponentProps } from "react";

/** The language settings' button: the popover's trigger, and its stand-in until the popover's code loads. */
export function LanguageButton({ primary, ...props }: { primary: LanguageCode } & ComponentProps<"button">) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-9"
      aria-label={`Language: ${LANGUAGE_LABELS[primary]}`}
      {...props}
    >
      <Languages aria-hidden="true" />
      <span className="uppercase">{primary}</span>
    </Button>
  );
}
