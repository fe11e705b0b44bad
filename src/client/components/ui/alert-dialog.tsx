import { cn } from "@client/lib/utils";
import { AlertDialog as AlertPrimitive } from "radix-ui";
import type * as React from "react";
import { buttonVariants } from "./button";
import { useReturnFocus } from "./focus-return";

/** A confirmation that needs an explicit answer: no close on outside click, focus starts on Cancel. */
export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

export function AlertDialogContent({
  className,
  children,
  onCloseAutoFocus,
  fallbackFocus,
  ...props
}: React.ComponentProps<typeof AlertPrimitive.Content> & {
  /** Where focus goes on close when the control that opened the dialog is gone or disabled. */
  fallbackFocus?: () => HTMLElement | null;
}) {
  const returnFocus = useReturnFocus(onCloseAutoFocus, fallbackFocus);
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <AlertPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-xl data-[state=open]:animate-slide-up",
          className,
        )}
        {...props}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        {returnFocus.capture}
        {children}
      </AlertPrimitive.Content>
    </AlertPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 text-left", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertPrimitive.Title>) {
  return <AlertPrimitive.Title className={cn("font-serif text-xl font-semibold", className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof AlertPrimitive.Description>) {
  return <AlertPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function AlertDialogAction({
  className,
  ...props
}: React.ComponentProps<typeof AlertPrimitive.Action>) {
  return (
    <AlertPrimitive.Action className={cn(buttonVariants({ variant: "destructive" }), className)} {...props} />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: React.ComponentProps<typeof AlertPrimitive.Cancel>) {
  return (
    <AlertPrimitive.Cancel className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />
  );
}
