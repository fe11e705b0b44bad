import { fetchConversationForExport } from "../../api/conversations";
import { buildExportMarkdown, buildExportText, exportFileName } from "../../lib/export-text";

export type ExportFormat = "txt" | "md";

const MIME: Record<ExportFormat, string> = {
  txt: "text/plain;charset=utf-8",
  md: "text/markdown;charset=utf-8",
};

/** Downloads the conversation as a .txt file (§9), or as Markdown; failures are logged only, as §8 specifies. */
export async function exportConversation(
  conversationId: string | undefined,
  format: ExportFormat = "txt",
): Promise<void> {
  if (!conversationId) {
    console.warn("No conversation selected for export");
    return;
  }
  const data = await fetchConversationForExport(conversationId).catch(() => null);
  if (!data) {
    console.warn("Failed to fetch conversation data");
    return;
  }
  const now = new Date();
  const input = { conversation: data.conversation, messages: data.messages, exportedAt: now };
  const text = format === "md" ? buildExportMarkdown(input) : buildExportText(input);
  const url = URL.createObjectURL(new Blob([text], { type: MIME[format] }));
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(data.conversation.title, now, format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
