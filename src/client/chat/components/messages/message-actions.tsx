import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { toast } from "@client/components/ui/use-toast";
import type { Citation } from "@common/knowledge-base/citation";
import { Copy, GraduationCap, MoreHorizontal, Share2 } from "lucide-react";
import { replyCopyText, replyPlainText } from "../../lib/plain-text";
import { messageShareText } from "../../lib/share-text";

const COPY_FAILED = {
  title: "Copy failed",
  description: "Unable to copy message to clipboard.",
  variant: "destructive",
} as const;

async function copyMessage(content: string) {
  try {
    await navigator.clipboard.writeText(content);
    toast({ title: "Copied!", description: "Message copied to clipboard." });
  } catch {
    toast(COPY_FAILED);
  }
}

/** Native share on a phone (§7), the clipboard elsewhere. */
async function shareMessage(content: string, isMobile: boolean) {
  const text = messageShareText(content);
  if (isMobile && typeof navigator.share === "function") {
    try {
      await navigator.share({ title: "Saint Thomas Aquinas — Angelicus", text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: "Message copied to clipboard." });
  } catch {
    toast(COPY_FAILED);
  }
}

/** Shown on hover or keyboard focus of an assistant message; user messages have none (§2, §6). */
export interface MessageActionsProps {
  content: string;
  citations: readonly Citation[];
  isMobile: boolean;
  /** Opens the Create Study Materials dialog for this reply. */
  onCreateMaterials?: () => void;
}

export function MessageActions({ content, citations, isMobile, onCreateMaterials }: MessageActionsProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex size-8 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity hover:bg-accent hover:text-foreground focus-visible:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 data-[state=open]:opacity-100 [@media(hover:none)]:opacity-100"
        aria-label="Message actions"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onCreateMaterials ? (
          <DropdownMenuItem onSelect={onCreateMaterials}>
            <GraduationCap aria-hidden="true" /> Create Study Materials
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void copyMessage(replyCopyText(content, citations))}>
          <Copy aria-hidden="true" /> Copy Message
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void shareMessage(replyPlainText(content, citations), isMobile)}>
          <Share2 aria-hidden="true" /> Share
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
