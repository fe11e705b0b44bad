/**
 * Faint gilt rays and a glow behind the hero: the sun of Thomas's iconography, drawn in CSS and SVG. The rays
 * turn into place as the page opens and then rest.
 */
export function SunburstBackdrop() {
  const rays = Array.from({ length: 36 }, (_, i) => i * 10);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -right-40 -top-40 size-[44rem] rounded-full bg-gold/10 blur-3xl" />
      <div className="absolute -bottom-48 -left-32 size-[36rem] rounded-full bg-sky-400/10 blur-3xl" />
      <svg
        aria-hidden="true"
        viewBox="-100 -100 200 200"
        className="absolute -right-56 -top-56 size-[56rem] opacity-[0.13] motion-safe:animate-sunburst-settle"
      >
        <g stroke="var(--color-gold)" strokeWidth="0.35">
          {rays.map((angle) => (
            <line
              key={angle}
              x1="0"
              y1="-22"
              x2="0"
              y2={angle % 20 === 0 ? -98 : -74}
              transform={`rotate(${angle})`}
            />
          ))}
        </g>
        <circle r="18" fill="none" stroke="var(--color-gold)" strokeWidth="0.5" />
        <circle r="12" fill="none" stroke="var(--color-gold)" strokeWidth="0.3" />
      </svg>
      <div className="absolute inset-x-0 bottom-0 h-px bg-linear-to-r from-transparent via-gold/60 to-transparent" />
    </div>
  );
}
