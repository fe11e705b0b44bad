import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { Emblem } from "./emblem";
import { MobileMenuButton } from "./mobile-menu-button";
import { NAV_ITEMS } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";

export interface SiteHeaderProps {
  /** Page-specific buttons placed before Start Conversation (e.g. New Debate). */
  actions?: ReactNode;
  /** Hide the Start Conversation button (the chat screen itself does not need it). */
  hideStart?: boolean;
  className?: string;
}

export function SiteHeader({ actions, hideStart = false, className }: SiteHeaderProps) {
  return (
    <header
      className={cn(
        "sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75",
        className,
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5 rounded-md" aria-label="Angelicus home">
          <Emblem />
          <span className="flex flex-col leading-none">
            <span className="font-serif text-2xl font-semibold tracking-tight">Angelicus</span>
            <span className="hidden text-[0.7rem] uppercase tracking-[0.18em] text-muted-foreground sm:block">
              Dialogues with Aquinas
            </span>
          </span>
        </Link>

        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                      isActive
                        ? "text-foreground underline decoration-gold decoration-2 underline-offset-8"
                        : "text-muted-foreground",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {actions}
          <ThemeToggle />
          {hideStart ? null : (
            <Button asChild size="sm" className="max-sm:px-2.5">
              <Link to="/chat">
                <MessageCircle aria-hidden="true" />
                <span className="max-[420px]:sr-only">Start Conversation</span>
              </Link>
            </Button>
          )}
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
