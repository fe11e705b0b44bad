import { SiteHeader } from "@client/components/layout/site-header";
import { DeferredToaster } from "@client/components/ui/deferred-toaster";
import { queryClient } from "@client/lib/query-client";
import { TextSizeProvider } from "@client/preferences/text-size-provider";
import { ThemeProvider } from "@client/preferences/theme-provider";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { ScrollToTop } from "./scroll-to-top";

// Each page is its own chunk; the build preloads the current route's chunk with the entry
// (scripts/vite/first-paint.ts), so it downloads in parallel rather than after the entry has run.
const LandingPage = lazy(() => import("@client/home/landing-page").then((m) => ({ default: m.LandingPage })));
const ChatPage = lazy(() => import("@client/routes/chat-route").then((m) => ({ default: m.ChatRoute })));
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
const NotFoundPage = lazy(() =>
  import("@client/pages/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const TimelinePage = lazy(() =>
  import("@client/timeline/timeline-page").then((m) => ({ default: m.TimelinePage })),
);

export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh flex-col bg-parchment" aria-busy="true">
          <SiteHeader />
        </div>
      }
    >
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
          <BrowserRouter>
            <ScrollToTop />
            <AppRoutes />
          </BrowserRouter>
          <DeferredToaster />
        </TextSizeProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
