import { cn } from "@client/lib/utils";
import {
  BookOpen,
  Brain,
  CircleDot,
  Compass,
  Factory,
  Flame,
  Infinity as InfinityIcon,
  KeyRound,
  Landmark,
  type LucideIcon,
  Scale,
  Scissors,
  Scroll,
  ScrollText,
  Star,
  User,
  Zap,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  landmark: Landmark,
  scroll: Scroll,
  flame: Flame,
  "key-round": KeyRound,
  "circle-dot": CircleDot,
  star: Star,
  "book-open": BookOpen,
  "scroll-text": ScrollText,
  scissors: Scissors,
  brain: Brain,
  infinity: InfinityIcon,
  scale: Scale,
  compass: Compass,
  zap: Zap,
  factory: Factory,
};

/** A portrait-free mark for a philosopher: his initials over a small emblem. */
export function PhilosopherEmblem({
  initials,
  icon,
  className,
}: {
  initials: string;
  icon: string;
  className?: string;
}) {
  const Icon = ICONS[icon] ?? User;
  return (
    <span
      className={cn(
        "relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-navy font-semibold text-navy-foreground",
        className,
      )}
      aria-hidden="true"
    >
      <span className="text-sm">{initials}</span>
      <Icon className="absolute -bottom-1 -right-1 size-4 rounded-full bg-gold p-0.5 text-navy" />
    </span>
  );
}
