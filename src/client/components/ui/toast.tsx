import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Notifications (spec section 9): at most one visible, 5000 ms, swipe right (threshold 50),
 * viewport hotkey F8. `toast()` works anywhere, in or outside React; `<Toaster />` (mounted
 * once in the layout) loads the Radix implementation with the first toast, so pages that never
 * notify pay nothing for it.
 */
export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends Required<Pick<ToastOptions, 'title' | 'variant'>> {
  id: number;
  description?: string;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

let sequence = 0;
// Newest first, never more than TOAST_LIMIT.
let toasts: readonly ToastEntry[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

let viewLoading: Promise<unknown> | null = null;

/** Loads the toast view's code; resolves once a toast emitted now is on screen (or the load failed). */
export function loadToastView(): Promise<unknown> {
  viewLoading ??= import('./toast-view').then(
    (view) => view.viewShown,
    () => null,
  );
  return viewLoading;
}

export function toast({ title, description, variant = 'default' }: ToastOptions): number {
  void loadToastView();
  sequence += 1;
  toasts = [{ id: sequence, title, description, variant }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return sequence;
}

export function dismissToast(id: number): void {
  if (!toasts.some((entry) => entry.id === id)) return;
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** Whether a toast was ever shown: the view (and its code) is only needed from then on. */
function useHasToasted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sequence > 0,
    () => false,
  );
}

const ToastView = lazy(() => import('./toast-view').then((module) => ({ default: module.ToastView })));

export function Toaster() {
  const started = useHasToasted();
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
