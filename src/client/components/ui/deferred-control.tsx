import { type ComponentType, type FocusEvent, type ReactNode, useState } from "react";

/** What a stand-in's trigger does: approaching fetches the real control's code, pressing opens it. */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onFocus: (event: FocusEvent) => void;
  /** Load the real control and show it open in the stand-in's place. */
  open: () => void;
}

export type OpenableProps<P> = P & { defaultOpen?: boolean };

/** Loads a control's code once, for every place that shows it. */
export interface DeferredLoader<P> {
  prefetch: () => Promise<ComponentType<OpenableProps<P>>>;
  /** The control, once its code is there. */
  ready: () => ComponentType<OpenableProps<P>> | null;
}

export function deferredLoader<P extends object>(
  load: () => Promise<ComponentType<OpenableProps<P>>>,
): DeferredLoader<P> {
  let ready: ComponentType<OpenableProps<P>> | null = null;
  let pending: Promise<ComponentType<OpenableProps<P>>> | null = null;
  return {
    prefetch: () => {
      pending ??= load().then((component) => {
        ready = component;
        return component;
      });
      return pending;
    },
    ready: () => ready,
  };
}

/**
 * A control whose code (a Radix select, popover or menu) loads on first approach, not with the page. Until
 * then `standIn` draws a look-alike trigger; pointing at it or focusing it fetches the code, pressing it puts
 * the real control in its place, open. The stand-in stays until it is pressed, so a click is never split
 * between two elements. Once the code is there, new instances render the real control at once. Radix hands
 * focus back to the real trigger when the control closes.
 */
export function Deferred<P extends object>({
  loader,
  props,
  standIn,
}: {
  loader: DeferredLoader<P>;
  props: P;
  standIn: (handlers: StandInHandlers) => ReactNode;
}) {
  const [real, setReal] = useState<{ Control: ComponentType<OpenableProps<P>>; open: boolean } | null>(() => {
    const ready = loader.ready();
    return ready ? { Control: ready, open: false } : null;
  });
  if (real) return <real.Control {...props} defaultOpen={real.open} />;
  return standIn({
    onPointerEnter: () => void loader.prefetch(),
    onFocus: () => void loader.prefetch(),
    open: () => void loader.prefetch().then((Control) => setReal({ Control, open: true })),
  });
}
