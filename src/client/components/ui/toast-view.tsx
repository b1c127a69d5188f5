import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect } from 'react';
import { Icon, type IconName } from './icons';
import { useTranslations } from '../../i18n/i18n';
import { toastMessages } from '../../i18n/messages/toast';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, useToasts, type ToastVariant } from './toast';

const variants: Record<ToastVariant, { box: string; icon: IconName; iconClass: string }> = {
  default: { box: 'border-line', icon: 'info', iconClass: 'text-ink' },
  success: { box: 'border-green-300', icon: 'circle-check', iconClass: 'text-up' },
  error: { box: 'border-red-300', icon: 'circle-exclamation-point', iconClass: 'text-down' },
};

let markShown = () => {};

/**
 * Resolves once the view is on the page, with the toasts emitted before it: React can reveal it a
 * few hundred milliseconds after its code came on a busy machine. Two seconds at most, should no
 * `<Toaster />` be mounted to show it.
 */
export const viewShown = new Promise<void>((resolve) => {
  markShown = resolve;
  setTimeout(resolve, 2000);
});

/** The Radix implementation behind `<Toaster />`; loaded with the first toast. */
export function ToastView() {
  const t = useTranslations(toastMessages);
  const toasts = useToasts();
  useEffect(markShown, []);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((entry) => {
        const style = variants[entry.variant];
        return (
          <ToastPrimitive.Root
            key={entry.id}
            defaultOpen
            type={entry.variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(entry.id);
            }}
            data-testid="toast"
            data-variant={entry.variant}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-paper p-4 pr-11 shadow-lg',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
              'data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity',
              style.box,
            )}
          >
            <Icon name={style.icon} aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', style.iconClass)} />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="text-sm font-semibold text-ink">{entry.title}</ToastPrimitive.Title>
              {entry.description && (
                <ToastPrimitive.Description className="mt-1 text-sm text-muted">{entry.description}</ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={t('close')}
              className="absolute top-2.5 right-2.5 inline-flex h-8 w-8 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-ink"
            >
              <Icon name="x" aria-hidden="true" className="h-4 w-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label={t('viewport')}
        className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:top-auto md:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
