import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Icon } from './icons';
import type { ComponentProps } from 'react';
import { cn, TEXT_SIZE, unlessSet } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

// On phones a centred dialog sits at the bottom and leaves the top 9rem to the toasts (they show
// there below `md`), so a toast never covers the dialog's buttons.
const sides = {
  center:
    'bottom-4 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 rounded-xl border border-line max-h-[calc(100dvh-10rem)] md:top-1/2 md:bottom-auto md:-translate-y-1/2 md:max-h-[calc(100dvh-2rem)]',
  left: 'inset-y-0 left-0 h-full w-[85%] max-w-xs border-r border-line',
  right: 'inset-y-0 right-0 h-full w-[85%] max-w-xs border-l border-line',
} as const;

/**
 * Modal content with overlay, focus trap and Escape to close. `closeLabel` names the 'x' button
 * in the current language. `side` turns it into a sheet from the left or right.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  side = 'center',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string; side?: keyof typeof sides }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 overflow-y-auto bg-paper p-6 shadow-xl focus:outline-none', sides[side], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex h-9 w-9 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-ink"
          aria-label={closeLabel}
        >
          <Icon name="x" aria-hidden="true" className="h-5 w-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-8 font-semibold text-ink', unlessSet(className, TEXT_SIZE, 'text-lg'), className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
