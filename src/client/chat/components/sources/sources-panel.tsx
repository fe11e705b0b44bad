import { Button } from "@client/components/ui/button";
import { toast } from "@client/components/ui/use-toast";
import type { Message } from "@common/conversations/contract";
import { BookMarked, Download, FileCode2, Share2, X } from "lucide-react";
import { useState } from "react";
import { citationListText, groupSources } from "../../lib/sources";
import { type ExportFormat, exportConversation } from "./export-conversation";
import { KbStatsBox } from "./kb-stats-box";
import { SourceCard } from "./source-card";

export interface SourcesPanelProps {
  conversationId: string | undefined;
  title: string;
  messages: Message[];
  showClose: boolean;
  onClose: () => void;
}

async function shareCitations(title: string, messages: Message[]) {
  try {
    await navigator.clipboard.writeText(citationListText(title, messages));
    toast({ title: "Copied!", description: "Citation list copied to clipboard." });
  } catch {
    toast({
      title: "Copy failed",
      description: "Unable to copy citations to clipboard.",
      variant: "destructive",
    });
  }
}

export function SourcesPanel({ conversationId, title, messages, showClose, onClose }: SourcesPanelProps) {
  const groups = groupSources(messages);
  const [exporting, setExporting] = useState(false);
  const hasSources = groups.length > 0;
  const download = (format: ExportFormat) => {
    setExporting(true);
    void exportConversation(conversationId, format).finally(() => setExporting(false));
  };

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-2 border-b px-5 pb-3 pt-4">
        <div>
          <h2 className="font-serif text-xl font-semibold">Source Materials</h2>
          <p className="text-sm text-muted-foreground">Referenced in current conversation</p>
        </div>
        {showClose ? (
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 size-9"
            onClick={onClose}
            aria-label="Close sources"
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4">
        {hasSources ? (
          groups.map((group) => (
            <section key={group.work} aria-label={group.work} className="space-y-2">
              <h3 className="flex items-center gap-1.5 font-serif text-base font-semibold text-gold-strong">
                <BookMarked className="size-4" aria-hidden="true" /> {group.work}
              </h3>
              {group.sections.map((section) => (
                <div key={section.section} className="space-y-2">
                  <h4 className="px-0.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                    {section.section}
                  </h4>
                  <ul className="space-y-2">
                    {section.entries.map((entry) => (
                      <li key={entry.citation.reference}>
                        <SourceCard entry={entry} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))
        ) : (
          <div className="rounded-lg border border-dashed border-gold/40 px-4 py-8 text-center">
            <BookMarked className="mx-auto mb-2 size-8 text-gold/70" aria-hidden="true" />
            <p className="font-medium">No sources referenced yet</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Citations will appear here during conversation
            </p>
          </div>
        )}
        <KbStatsBox />
      </div>
      <div className="grid gap-2 border-t p-4">
        <div className="grid grid-cols-[1fr_auto] gap-2">
          <Button variant="outline" disabled={!conversationId || exporting} onClick={() => download("txt")}>
            <Download aria-hidden="true" /> Export Conversation
          </Button>
          <Button
            variant="outline"
            disabled={!conversationId || exporting}
            onClick={() => download("md")}
            aria-label="Export as Markdown (.md)"
            title="Export as Markdown (.md)"
          >
            <FileCode2 aria-hidden="true" /> .md
          </Button>
        </div>
        <Button variant="outline" disabled={!hasSources} onClick={() => void shareCitations(title, messages)}>
          <Share2 aria-hidden="true" /> Share Citations
        </Button>
      </div>
    </div>
  );
}
