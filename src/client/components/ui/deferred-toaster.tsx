import { lazy, Suspense, useState } from "react";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toaster, loaded with the first toast: most visits show none, so its code stays out of the first
 * bundle. Toasts raised meanwhile wait in the store and show as soon as it has loaded.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
