import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useTranslations } from '../../../i18n/i18n';
import { moderationMessages } from '../../../i18n/messages/moderation';
import { FormField, Textarea } from '../../../components/ui/form-field';

/** Asks for the reason of a rejection (required: the server refuses a rejection without one). */
export function RejectDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const t = useTranslations(moderationMessages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t('rejectDialog.reasonRequired'));
      return;
    }
    setBusy(true);
    const done = await onConfirm(trimmed);
    setBusy(false);
    if (done) {
      setReason('');
      setError(undefined);
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('rejectDialog.close')} data-testid="reject-dialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-1">{t('rejectDialog.description')}</DialogDescription>
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-5">
          <fieldset disabled={busy} className="flex flex-col gap-4">
            <FormField label={t('rejectDialog.reason')} error={error} required>
              {(control) => (
                <Textarea
                  {...control}
                  value={reason}
                  maxLength={1000}
                  rows={3}
                  onChange={(event) => {
                    setReason(event.target.value);
                    if (error) setError(undefined);
                  }}
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {t('rejectDialog.cancel')}
              </Button>
              <Button type="submit" className="bg-down hover:bg-red-800">
                {busy && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
                {t('rejectDialog.confirm')}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
