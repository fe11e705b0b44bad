import { fetchConversationForExport } from "../../api/conversations";
import { buildExportText, exportFileName } from "../../lib/export-text";

/** Downloads the conversation as a .txt file (§9); failures are logged only, as §8 specifies. */
export async function exportConversation(conversationId: string | undefined): Promise<void> {
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
  const text = buildExportText({ conversation: data.conversation, messages: data.messages, exportedAt: now });
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(data.conversation.title, now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
