import { cn } from "@client/lib/utils";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "border-border text-foreground",
        gold: "border-gold/50 bg-gold-soft text-gold-strong",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        yellow: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
        green:
          "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
        blue: "border-transparent bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100",
        gray: "border-transparent bg-stone-200 text-stone-800 dark:bg-stone-700/60 dark:text-stone-100",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export interface BadgeProps extends React.ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
