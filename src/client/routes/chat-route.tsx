import { ChatPage } from "@client/chat/chat-page";
import { TooltipProvider } from "@client/components/ui/tooltip";

/** The chat screen with the tooltip provider its controls use; only this route loads the tooltip code. */
export function ChatRoute() {
  return (
    <TooltipProvider>
      <ChatPage />
    </TooltipProvider>
  );
}
