import { cn } from "@client/lib/utils";
import {
  cloneElement,
  createContext,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";

/**
 * A small tooltip for icon buttons: a label shown on hover (after a delay) and on keyboard focus, hidden on
 * leaving, pressing, blur or Escape, and tied to its trigger with aria-describedby while shown. It is drawn
 * above the trigger, or below it when there is no room above. Written for the chat's few icon buttons, so
 * the page does not load a positioning library for them.
 */
interface Delays {
  delayDuration: number;
  skipDelayDuration: number;
}

const DelayContext = createContext<Delays>({ delayDuration: 700, skipDelayDuration: 300 });

/** When the last tooltip closed: moving to the next trigger within the skip delay opens it at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Tooltips open after 700 ms; moving between triggers within 300 ms opens the next at once. */
export function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  children,
}: Partial<Delays> & { children: ReactNode }) {
  const value = useMemo(() => ({ delayDuration, skipDelayDuration }), [delayDuration, skipDelayDuration]);
  return <DelayContext.Provider value={value}>{children}</DelayContext.Provider>;
}

interface TooltipState {
  open: boolean;
  id: string;
  trigger: { current: HTMLElement | null };
  show: (immediately: boolean) => void;
  hide: () => void;
}

const TooltipContext = createContext<TooltipState | null>(null);

function useTooltip(): TooltipState {
  const state = useContext(TooltipContext);
  if (!state) throw new Error("A tooltip part is used outside <Tooltip>.");
  return state;
}

export function Tooltip({ children }: { children: ReactNode }) {
  const { delayDuration, skipDelayDuration } = useContext(DelayContext);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const trigger = useRef<HTMLElement | null>(null);
  const id = useId();

  const show = useCallback(
    (immediately: boolean) => {
      window.clearTimeout(timer.current);
      if (immediately || performance.now() - lastClosedAt < skipDelayDuration) setOpen(true);
      else timer.current = window.setTimeout(() => setOpen(true), delayDuration);
    },
    [delayDuration, skipDelayDuration],
  );
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, hide]);

  const state = useMemo(() => ({ open, id, trigger, show, hide }), [open, id, show, hide]);
  return <TooltipContext.Provider value={state}>{children}</TooltipContext.Provider>;
}

interface TriggerChildProps {
  ref?: Ref<HTMLElement>;
  "aria-describedby"?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** The trigger is its one child element (as with `asChild`), given the tooltip's handlers. */
export function TooltipTrigger({
  children,
}: {
  asChild?: boolean;
  children: ReactElement<TriggerChildProps>;
}) {
  const tooltip = useTooltip();
  const own = children.props;
  return cloneElement(children, {
    ref: (element: HTMLElement | null) => {
      tooltip.trigger.current = element;
    },
    "aria-describedby": tooltip.open ? tooltip.id : own["aria-describedby"],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === "mouse") tooltip.show(false);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      tooltip.hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      tooltip.hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Keyboard focus shows it at once; the focus a click gives does not.
      if (event.currentTarget.matches(":focus-visible")) tooltip.show(true);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      tooltip.hide();
    },
  } satisfies TriggerChildProps);
}

const GAP = 4;
const MARGIN = 8;

export function TooltipContent({ className, children }: { className?: string; children: ReactNode }) {
  const tooltip = useTooltip();
  const content = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    if (!tooltip.open) {
      setPlace(null);
      return;
    }
    const anchor = tooltip.trigger.current?.getBoundingClientRect();
    const own = content.current?.getBoundingClientRect();
    if (!anchor || !own) return;
    const above = anchor.top - GAP - own.height;
    const top = above >= MARGIN ? above : anchor.bottom + GAP;
    const centred = anchor.left + anchor.width / 2 - own.width / 2;
    const left = Math.min(Math.max(centred, MARGIN), window.innerWidth - own.width - MARGIN);
    setPlace({ top, left });
  }, [tooltip.open, tooltip.trigger]);

  if (!tooltip.open) return null;
  return createPortal(
    <div
      ref={content}
      role="tooltip"
      id={tooltip.id}
      style={{ position: "fixed", top: place?.top ?? 0, left: place?.left ?? 0 }}
      className={cn(
        "pointer-events-none z-50 overflow-hidden rounded-md bg-navy px-3 py-1.5 text-xs text-navy-foreground shadow-md animate-fade-in",
        place ? "visible" : "invisible",
        className,
      )}
    >
      {children}
    </div>,
    document.body,
  );
}
