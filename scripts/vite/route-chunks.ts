/**
 * The client routes whose page is loaded lazily, with the module that holds each page. The build preloads
 * a route's chunks together with the entry, so its code is not fetched only after the entry has run.
 */
export interface RouteChunk {
  /** The address: "/" matches only itself, any other path matches itself and everything below it. */
  path: string;
  /** The page module, from the repository root. */
  module: string;
}

export const ROUTE_CHUNKS: RouteChunk[] = [
  { path: "/", module: "src/client/home/landing-page.tsx" },
  { path: "/chat", module: "src/client/routes/chat-route.tsx" },
  { path: "/timeline", module: "src/client/timeline/timeline-page.tsx" },
  { path: "/materials", module: "src/client/materials/materials-page.tsx" },
  { path: "/debates", module: "src/client/debates/debates-page.tsx" },
  { path: "/read", module: "src/client/reader/browse-page.tsx" },
];

/** The fonts every page shows above the fold (the Latin subset only; Latin Extended loads on demand). */
export const PRELOADED_FONTS = [
  "inter-latin-wght-normal",
  "eb-garamond-latin-wght-normal",
  "eb-garamond-latin-wght-italic",
];
