import { Icon } from './icons';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/**
 * A dialog holding one form: it cannot be closed while the form is submitting, every field is
 * disabled meanwhile, and the footer has Cancel and the submit button with a spinner.
 */
export function FormDialog({
  open,
  onOpenChange,
  busy,
  onSubmit,
  title,
  description,
  closeLabel,
  cancelLabel,
  submitLabel,
  submitVariant,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  submitLabel: ReactNode;
  submitVariant?: 'gold' | 'danger';
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={closeLabel} data-testid={testId}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5">
          <fieldset disabled={busy} className="flex flex-col gap-4">
            {children}
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {cancelLabel}
              </Button>
              <Button type="submit" variant={submitVariant}>
                {busy && <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />}
                {submitLabel}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
