import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A calm, centred message for a list with nothing in it yet. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-xl border border-dashed border-gold/50 bg-card/60 px-6 py-12 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-gold-soft text-gold-strong">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children ? <div className="mt-2 text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
