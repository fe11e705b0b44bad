import { useOpenedOnce } from "@client/components/ui/use-opened-once";
import { lazy, Suspense } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog";

const ConfirmDialog = lazy(() => import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

/** The confirmation dialog, its code fetched when it first opens rather than with the page. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
