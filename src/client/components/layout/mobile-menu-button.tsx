import { Button } from "@client/components/ui/button";
import { Menu } from "lucide-react";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { EARLY_MENU_MARK } from "./early-menu";

type MenuComponent = ComponentType<{ defaultOpen?: boolean; focusTrigger?: boolean }>;

/**
 * The menu button of narrow screens. The menu's code loads when the button is first pointed at, focused
 * or pressed, not with the page; a press made while it loads opens the menu once it is there, and so does a
 * press of the page's own button made before the app started.
 */
export function MobileMenuButton() {
  const [menu, setMenu] = useState<{ Menu: MenuComponent; focus: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef<Promise<MenuComponent> | null>(null);

  // Pointing at or focusing the button only fetches the menu's code; the button itself stays until it is
  // pressed, so a press is never lost to the button being swapped for the menu halfway through a click.
  const prefetch = () => {
    loading.current ??= import("./mobile-menu").then((m) => m.MobileMenu);
    return loading.current;
  };

  // The page's own button (index.html) was pressed before the app ran: open the menu now it can.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the button first mounts
  useEffect(() => {
    const early = document.documentElement.dataset[EARLY_MENU_MARK];
    if (!early) return;
    void prefetch().then((Menu) => setMenu({ Menu, focus: early === "focus" }));
  }, []);

  if (menu) return <menu.Menu defaultOpen focusTrigger={menu.focus} />;
  return (
    <Button
      ref={button}
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label="Open menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void prefetch()}
      onFocus={() => void prefetch()}
      onClick={() => {
        const focus = document.activeElement === button.current;
        void prefetch().then((Menu) => setMenu({ Menu, focus }));
      }}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
}
