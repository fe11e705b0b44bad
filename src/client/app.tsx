import { Toaster } from "@client/components/ui/toaster";
import { TooltipProvider } from "@client/components/ui/tooltip";
import { LandingPage } from "@client/home/landing-page";
import { queryClient } from "@client/lib/query-client";
import { NotFoundPage } from "@client/pages/not-found-page";
import { TextSizeProvider } from "@client/preferences/text-size-provider";
import { ThemeProvider } from "@client/preferences/theme-provider";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { ScrollToTop } from "./scroll-to-top";

// The landing page ships in the first bundle; every other page loads when it is first visited.
const ChatPage = lazy(() => import("@client/chat/chat-page").then((m) => ({ default: m.ChatPage })));
const DebateDetailPage = lazy(() =>
  import("@client/debates/debate-detail-page").then((m) => ({ default: m.DebateDetailPage })),
);
const DebatesPage = lazy(() =>
  import("@client/debates/debates-page").then((m) => ({ default: m.DebatesPage })),
);
const MaterialsPage = lazy(() =>
  import("@client/materials/materials-page").then((m) => ({ default: m.MaterialsPage })),
);
const ReaderBrowsePage = lazy(() =>
  import("@client/reader/browse-page").then((m) => ({ default: m.ReaderBrowsePage })),
);
const ReaderPageScreen = lazy(() =>
  import("@client/reader/reader-page").then((m) => ({ default: m.ReaderPageScreen })),
);
const YourDataPage = lazy(() =>
  import("@client/visitors/your-data-page").then((m) => ({ default: m.YourDataPage })),
);
const ReceiveDataPage = lazy(() =>
  import("@client/visitors/receive-page").then((m) => ({ default: m.ReceiveDataPage })),
);
const TimelinePage = lazy(() =>
  import("@client/timeline/timeline-page").then((m) => ({ default: m.TimelinePage })),
);

export function AppRoutes() {
  return (
    <Suspense fallback={<div className="min-h-dvh bg-parchment" aria-busy="true" />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/chat" element={<ChatPage />} />
        <Route path="/chat/:conversationId" element={<ChatPage />} />
        <Route path="/timeline" element={<TimelinePage />} />
        <Route path="/materials" element={<MaterialsPage />} />
        <Route path="/debates" element={<DebatesPage />} />
        <Route path="/debates/:debateId" element={<DebateDetailPage />} />
        <Route path="/read" element={<ReaderBrowsePage />} />
        <Route path="/read/:work/*" element={<ReaderPageScreen />} />
        <Route path="/your-data" element={<YourDataPage />} />
        <Route path="/your-data/receive" element={<ReceiveDataPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
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
