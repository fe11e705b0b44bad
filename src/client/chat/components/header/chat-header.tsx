import { Button } from "@client/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@client/components/ui/tooltip";
import { cn } from "@client/lib/utils";
import { BookOpenText, Eraser, GraduationCap, PanelLeft, Scale } from "lucide-react";
import type { ChatPreferences } from "../../state/use-chat-preferences";
import { LanguageSelector } from "./language-selector";
import { LevelSelect, StyleSelect } from "./preference-selects";
import { TextSizeControl } from "./text-size-control";

export interface ChatHeaderProps {
  prefs: ChatPreferences;
  isMobile: boolean;
  /** The sources panel is not docked at this width; a badge button opens it. */
  sourcesUndocked: boolean;
  sourceCount: number;
  canClear: boolean;
  /** An assistant reply exists to build study materials from. */
  canCreateMaterials: boolean;
  onStudyMaterials: () => void;
  onOpenSidebar: () => void;
  onOpenSources: () => void;
  onClear: () => void;
  /** Shown only when given (§2): opens the Scholastic Philosophy Comparison. */
  onCompare?: () => void;
}

function KnowledgeBaseActive({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <span className="flex size-6 items-center justify-center" title="Knowledge base active">
        <span className="size-2 rounded-full bg-success" aria-hidden="true" />
        <span className="sr-only">Knowledge base active</span>
      </span>
    );
  }
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border border-success/30 bg-success/10 px-1.5 py-1 text-xs @3xl:px-2.5 font-medium text-success"
      title="Knowledge base active"
    >
      <span className="relative flex size-2" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping-thrice rounded-full bg-success/60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-success" />
      </span>
      {/* Words only where the header has room for them beside his whole name. */}
      <span className="sr-only @3xl:not-sr-only">Knowledge base active</span>
    </span>
  );
}

function SourcesBadgeButton({
  count,
  compact = false,
  onClick,
}: {
  count: number;
  /** On a phone: the icon alone, the count on its corner. */
  compact?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      size={compact ? "icon" : "sm"}
      className={cn("relative", compact ? "size-9" : "h-9")}
      onClick={onClick}
      aria-label={`Sources: ${count} referenced`}
    >
      <BookOpenText aria-hidden="true" />
      {count > 0 ? (
        <span
          className={cn(
            "rounded-full bg-gold px-1.5 text-xs font-semibold tabular-nums text-navy",
            compact && "absolute -top-1.5 -right-1.5 min-w-5 px-1 text-center leading-5",
          )}
          data-testid="source-count"
        >
          {count}
        </span>
      ) : null}
    </Button>
  );
}

function StudyMaterialsButton({
  disabled,
  compact,
  onClick,
}: {
  disabled: boolean;
  compact: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-9"
      onClick={onClick}
      disabled={disabled}
      aria-label="Study Materials"
      title={
        disabled
          ? "Ask a question first: materials are built from his replies"
          : "Create study materials from his last reply"
      }
    >
      <GraduationCap aria-hidden="true" />
      {compact ? null : <span className="hidden @3xl:inline">Study Materials</span>}
    </Button>
  );
}

function ClearButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={onClick}
          disabled={disabled}
          aria-label="Clear chat"
        >
          <Eraser aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Clear chat</TooltipContent>
    </Tooltip>
  );
}

export function ChatHeader(props: ChatHeaderProps) {
  const { prefs, isMobile, sourcesUndocked, sourceCount, canClear, onOpenSidebar, onOpenSources, onClear } =
    props;
  const { onCompare, canCreateMaterials, onStudyMaterials } = props;
  return (
    <div className="@container border-b bg-card/70 px-3 py-2.5 backdrop-blur sm:px-5">
      <div className={cn("flex items-center", isMobile ? "gap-1" : "gap-2")}>
        {isMobile ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={onOpenSidebar}
            aria-label="Open conversations"
          >
            <PanelLeft aria-hidden="true" />
          </Button>
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-serif text-base font-semibold leading-tight min-[400px]:text-lg sm:text-2xl">
            Saint Thomas Aquinas
          </h1>
          <p className="truncate text-xs text-muted-foreground">
            {isMobile ? "1225–1274" : "Doctor Angelicus · 1225–1274"}
          </p>
        </div>
        <KnowledgeBaseActive compact={isMobile} />
        {onCompare ? (
          <Button
            variant="outline"
            size="sm"
            className="h-9"
            onClick={onCompare}
            aria-label="Compare"
            title="Compare"
          >
            <Scale aria-hidden="true" />
            {isMobile ? null : <span className="hidden @3xl:inline">Compare</span>}
          </Button>
        ) : null}
        <StudyMaterialsButton disabled={!canCreateMaterials} compact={isMobile} onClick={onStudyMaterials} />
        {sourcesUndocked && !isMobile ? (
          <SourcesBadgeButton count={sourceCount} onClick={onOpenSources} />
        ) : null}
        <ClearButton disabled={!canClear} onClick={onClear} />
      </div>
      <div className="mt-2.5 flex flex-wrap items-center gap-x-3 gap-y-2">
        <LevelSelect value={prefs.level} onChange={prefs.setLevel} compact={isMobile} />
        <StyleSelect value={prefs.style} onChange={prefs.setStyle} compact={isMobile} />
        <div className="ml-auto flex items-center gap-1.5">
          {/* On a phone the badge sits here, leaving the first row to his name. */}
          {isMobile && sourcesUndocked && sourceCount > 0 ? (
            <SourcesBadgeButton count={sourceCount} compact onClick={onOpenSources} />
          ) : null}
          {isMobile ? null : <LanguageSelector value={prefs.language} onChange={prefs.setLanguage} />}
          <TextSizeControl compact={isMobile} />
        </div>
      </div>
    </div>
  );
}
