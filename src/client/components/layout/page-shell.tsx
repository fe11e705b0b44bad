import { lazy, type ReactNode, Suspense, useRef } from "react";
import { useFocusMainOnArrival } from "./focus-main";
import { SiteHeader, type SiteHeaderProps } from "./site-header";
import { useAfterFirstPaint } from "./use-after-first-paint";

// Below every page's content: fetched once the first screen is drawn, it never holds up the first paint.
const SiteFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));

/** Header, main landmark and footer for every page except the full-height chat screen. */
export function PageShell({ children, header }: { children: ReactNode; header?: SiteHeaderProps }) {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnArrival(main);
  const painted = useAfterFirstPaint();
  return (
    <div className="flex min-h-dvh flex-col bg-parchment">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader {...header} />
      <main id="main" ref={main} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {painted && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </div>
  );
}
