import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { toast } from "@client/components/ui/use-toast";
import { Copy, GraduationCap, MoreHorizontal, Share2 } from "lucide-react";
import { replyCopyText, replyPlainText } from "../../lib/plain-text";
import { messageShareText } from "../../lib/share-text";
import { MESSAGE_ACTIONS_TRIGGER_CLASS, type MessageActionsProps } from "./message-actions";

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

/** The actions menu of an assistant reply; its code loads when the learner first reaches for it. */
export function MessageActionsMenu({
  content,
  citations,
  isMobile,
  onCreateMaterials,
  defaultOpen,
}: MessageActionsProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={MESSAGE_ACTIONS_TRIGGER_CLASS} aria-label="Message actions">
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>{" "}
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
