import { cn } from "@client/lib/utils";
import { EDUCATION_LEVEL_INFO, type EducationLevel } from "@common/education/level-catalogue";
import { GraduationCap } from "lucide-react";

/** Says which education level a page's text is written for (a fixed level, not a control). */
export function EducationLevelNote({ level, className }: { level: EducationLevel; className?: string }) {
  const info = EDUCATION_LEVEL_INFO[level];
  return (
    <p
      className={cn(
        "inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-0.5 rounded-2xl border border-gold/40 bg-card px-4 py-2 text-center text-sm shadow-sm",
        className,
      )}
    >
      <GraduationCap className="size-4 text-gold-strong" aria-hidden="true" />
      <span className="whitespace-nowrap text-muted-foreground">Education level:</span>
      <span className="font-semibold">{info.label}</span>
      <span className="whitespace-nowrap text-muted-foreground">({info.ageNote})</span>
    </p>
  );
}
