import { Button } from "@client/components/ui/button";
import { Menu } from "lucide-react";
import { type ComponentType, useRef, useState } from "react";

type MenuComponent = ComponentType<{ defaultOpen?: boolean; focusTrigger?: boolean }>;

/**
 * The menu button of narrow screens. The menu's code loads when the button is first pointed at, focused
 * or pressed, not with the page; a press made while it loads opens the menu once it is there.
 */
export function MobileMenuButton() {
  const [menu, setMenu] = useState<{ Menu: MenuComponent; open: boolean; focus: boolean } | null>(null);
  const opening = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef<Promise<MenuComponent> | null>(null);

  const load = () => {
    loading.current ??= import("./mobile-menu").then((m) => m.MobileMenu);
    void loading.current.then((Menu) =>
      setMenu({ Menu, open: opening.current, focus: document.activeElement === button.current }),
    );
  };

  if (menu) return <menu.Menu defaultOpen={menu.open} focusTrigger={menu.focus} />;
  return (
    <Button
      ref={button}
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label="Open menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        opening.current = true;
        load();
      }}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
}
