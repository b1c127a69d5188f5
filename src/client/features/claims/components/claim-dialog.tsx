import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { claimInputSchema } from '@shared/schemas/claim';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useTranslations } from '../../../i18n/i18n';
import { claimMessages } from '../../../i18n/messages/claims';
import { submitWrite } from '../../../lib/form-submit';
import { useUnauthorizedRedirect } from '../../auth/use-unauthorized';
import { FormField, Textarea } from '../../../components/ui/form-field';
import { useSubmitClaim, type ClaimTarget } from '../api/submit-claim';

const FIELDS = ['reason', 'contactInfo'] as const;

/**
 * The claim dialog (spec sections 4, 5, 8): reason required ('Reason Required'), contact
 * optional. On success it closes and clears; a pending claim and an approved one (an agency
 * claim from a verified email at the agency's domain) get their own success toast.
 */
export function ClaimDialog({
  userId,
  target,
  open,
  onOpenChange,
}: {
  userId: string;
  target: ClaimTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations(claimMessages);
  const unauthorized = useUnauthorizedRedirect();
  const mutation = useSubmitClaim(userId, target);
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(claimInputSchema),
    defaultValues: { reason: '', contactInfo: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    (values) =>
      submitWrite(() => mutation.mutateAsync(values), {
        fields: FIELDS,
        setError,
        onSuccess: (claim) => {
          toast(
            claim.status === 'approved'
              ? { title: t('success.title'), description: t('success.description'), variant: 'success' }
              : { title: t('submitted.title'), description: t('submitted.description'), variant: 'success' },
          );
          reset();
          onOpenChange(false);
        },
        onUnauthorized: unauthorized,
        failure: { title: t('failure.title'), fallback: t('failure.description') },
      }),
    (invalid) => {
      if (invalid.reason) {
        toast({ title: t('reasonRequired.title'), description: t('reasonRequired.description'), variant: 'error' });
      }
    },
  );

  const reasonError = errors.reason
    ? errors.reason.type === 'server'
      ? errors.reason.message
      : t('reasonRequired.description')
    : undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      onSubmit={onSubmit}
      title={t('dialog.title', { name: target.name })}
      description={t('dialog.description')}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      submitLabel={isSubmitting ? t('submitting') : t('submit')}
      submitVariant="gold"
      testId="claim-dialog"
    >
      {target.type === 'agency' && <p className="rounded-md bg-canvas px-3 py-2 text-sm text-muted">{t('dialog.agencyNote')}</p>}
      <FormField label={t('field.reason')} hint={t('field.reasonHint')} error={reasonError} required>
        {(control) => <Textarea {...control} {...register('reason')} rows={4} maxLength={2000} />}
      </FormField>
      <FormField label={t('field.contact')} hint={t('field.contactHint')} error={errors.contactInfo?.message}>
        {(control) => <Input {...control} {...register('contactInfo')} maxLength={300} autoComplete="email" />}
      </FormField>
    </FormDialog>
  );
}
