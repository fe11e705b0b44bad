import type * as React from "react";
import { useEffect, useState } from "react";

/** Only one toast is shown at a time; a new one replaces the last. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in memory for its closing animation. */
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A ToastAction element. */
  action?: React.ReactElement;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToasterToast extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToasterToast[]) => void;

let counter = 0;
let memory: ToasterToast[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToasterToast[]) {
  memory = next;
  for (const listener of listeners) listener(memory);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(memory.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string) {
  emit(
    memory.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

/** Show a toast from anywhere (components, mutation callbacks). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const entry: ToasterToast = { ...input, id, open: true };
  emit([entry, ...memory].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => emit(memory.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

export function useToast() {
  const [toasts, setToasts] = useState<ToasterToast[]>(memory);
  useEffect(() => {
    listeners.add(setToasts);
    return () => {
      listeners.delete(setToasts);
    };
  }, []);
  return { toasts, toast, dismiss: dismissToast };
}
