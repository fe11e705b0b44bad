import { cn } from "@client/lib/utils";
import type { ReactNode } from "react";

export interface SlidePanelProps {
  side: "left" | "right";
  label: string;
  /** Docked beside the chat at this width; otherwise it slides over it. */
  docked: boolean;
  open: boolean;
  className?: string;
  children: ReactNode;
  testId?: string;
}

/** A side panel that is part of the layout when docked, and slides in over a dimmed screen otherwise (§2, 300 ms). */
export function SlidePanel({ side, label, docked, open, className, children, testId }: SlidePanelProps) {
  const hidden = !docked && !open;
  return (
    <aside
      aria-label={label}
      inert={hidden}
      data-testid={testId}
      data-open={docked || open}
      className={cn(
        "flex shrink-0 flex-col bg-card",
        side === "left" ? "border-r" : "border-l",
        docked
          ? "relative"
          : cn(
              "fixed inset-y-0 z-50 w-[86vw] max-w-[22rem] shadow-2xl transition-[transform,visibility] duration-300 ease-out",
              side === "left" ? "left-0" : "right-0",
              open
                ? "visible translate-x-0"
                : cn("invisible", side === "left" ? "-translate-x-full" : "translate-x-full"),
            ),
        className,
      )}
    >
      {children}
    </aside>
  );
}

export function PanelOverlay({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <div
      aria-hidden="true"
      onClick={onClose}
      data-testid="panel-overlay"
      className={cn(
        "fixed inset-0 z-40 bg-navy/50 backdrop-blur-[1px] transition-opacity duration-300",
        visible ? "opacity-100" : "pointer-events-none opacity-0",
      )}
    />
  );
}
