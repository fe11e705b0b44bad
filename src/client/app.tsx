import { ChatPage } from "@client/chat/chat-page";
import { Toaster } from "@client/components/ui/toaster";
import { TooltipProvider } from "@client/components/ui/tooltip";
import { DebateDetailPage } from "@client/debates/debate-detail-page";
import { DebatesPage } from "@client/debates/debates-page";
import { LandingPage } from "@client/home/landing-page";
import { queryClient } from "@client/lib/query-client";
import { MaterialsPage } from "@client/materials/materials-page";
import { NotFoundPage } from "@client/pages/not-found-page";
import { TextSizeProvider } from "@client/preferences/text-size-provider";
import { ThemeProvider } from "@client/preferences/theme-provider";
import { TimelinePage } from "@client/timeline/timeline-page";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, Route, Routes } from "react-router";
import { ScrollToTop } from "./scroll-to-top";

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/chat" element={<ChatPage />} />
      <Route path="/chat/:conversationId" element={<ChatPage />} />
      <Route path="/timeline" element={<TimelinePage />} />
      <Route path="/materials" element={<MaterialsPage />} />
      <Route path="/debates" element={<DebatesPage />} />
      <Route path="/debates/:debateId" element={<DebateDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TextSizeProvider>
          <TooltipProvider>
            <BrowserRouter>
              <ScrollToTop />
              <AppRoutes />
            </BrowserRouter>
            <Toaster />
          </TooltipProvider>
        </TextSizeProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
