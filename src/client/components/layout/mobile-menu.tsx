import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import {
  BookMarked,
  BookOpen,
  Home,
  Landmark,
  type LucideIcon,
  Menu,
  MessagesSquare,
  ScrollText,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { forgetEarlyMenuPress } from "./early-menu";
import { NAV_ITEMS } from "./nav-items";

/** Each destination's icon; only this menu shows them, so they load with it. */
const NAV_ICONS: Record<(typeof NAV_ITEMS)[number]["to"], LucideIcon> = {
  "/": Home,
  "/chat": MessagesSquare,
  "/debates": Landmark,
  "/read": BookOpen,
  "/timeline": ScrollText,
  "/materials": BookMarked,
};

/** The navigation menu of narrow screens. `focusTrigger` keeps focus on the button it replaces. */
export function MobileMenu({ defaultOpen = false, focusTrigger = false }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology while its skip link
    // stays focusable (axe's aria-hidden-focus); a list of links needs no more than Escape and a click away.
    <DropdownMenu
      modal={false}
      defaultOpen={defaultOpen}
      onOpenChange={(open) => open || forgetEarlyMenuPress()}
    >
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        {NAV_ITEMS.map((item) => {
          const Icon = NAV_ICONS[item.to];
          return (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to}>
                <Icon aria-hidden="true" />
                {item.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
