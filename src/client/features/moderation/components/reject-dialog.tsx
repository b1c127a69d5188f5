import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onSubmit={submit}
      title={title}
      description={t('rejectDialog.description')}
      closeLabel={t('rejectDialog.close')}
      cancelLabel={t('rejectDialog.cancel')}
      submitLabel={t('rejectDialog.confirm')}
      submitVariant="danger"
      testId="reject-dialog"
    >
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
    </FormDialog>
  );
}
