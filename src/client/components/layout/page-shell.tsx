import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type SiteHeaderProps } from "./site-header";

/** Header, main landmark and footer for every page except the full-height chat screen. */
export function PageShell({ children, header }: { children: ReactNode; header?: SiteHeaderProps }) {
  return (
    <div className="flex min-h-dvh flex-col bg-parchment">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader {...header} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
