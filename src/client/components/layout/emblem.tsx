import { cn } from "@client/lib/utils";

/** The product mark: the radiant sun of Thomas's iconography, drawn inline so it needs no request. */
export function Emblem({ className }: { className?: string }) {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="48" height="48" rx="11" className="fill-navy" />
      <g className="stroke-gold" strokeWidth="2.4" strokeLinecap="round">
        {rays.map((angle) => (
          <line key={angle} x1="24" y1="7" x2="24" y2="12.5" transform={`rotate(${angle} 24 24)`} />
        ))}
      </g>
      <circle cx="24" cy="24" r="7.5" className="fill-gold" />
    </svg>
  );
}
